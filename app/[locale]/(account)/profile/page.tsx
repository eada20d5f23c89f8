import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/account/profile-form";
import { RoleBadges } from "@/components/account/role-badges";
import { SessionsSection } from "@/components/account/sessions-section";
import { SignOutButton } from "@/components/account/sign-out-button";
import { IcalFeedSection } from "@/components/team-area/ical-feed-section";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { readProfile } from "@/lib/data/profile";
import { SIGNED_IN } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "account.profile" });
  return { title: t("metaTitle") };
}

export default async function ProfilePage({ params }: Props) {
  const locale = await resolveLocale(params);
  const user = await enterDashboardPage(locale, "/profile", SIGNED_IN);
  const t = await getTranslations("account.profile");
  const profile = await readProfile(user.id);
  const { account, auth } = await getMessages();
  const { email, ...initial } = profile ?? { email: user.email, firstName: "", lastName: "", phone: "", address: "", zip: "", city: "", country: "", companyName: "" };

  return (
    <div className="grid max-w-3xl gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <NextIntlClientProvider messages={{ account, auth }}>
        <section aria-labelledby="account-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="account-title" className="text-xl font-semibold tracking-tight">
            {t("accountTitle")}
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor="profile-email" className="text-sm font-medium">
              {t("email")}
            </label>
            <input
              id="profile-email"
              value={email}
              readOnly
              aria-describedby="profile-email-hint"
              className="h-10 rounded-md border border-input bg-muted px-3 text-sm text-muted-foreground"
            />
            <p id="profile-email-hint" className="text-xs text-muted-foreground">
              {t("emailReadOnly")}
            </p>
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium">{t("roles")}</span>
            <RoleBadges roles={user.roles} />
          </div>
          <div>
            <SignOutButton />
          </div>
        </section>
        <section aria-labelledby="personal-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="personal-title" className="text-xl font-semibold tracking-tight">
            {t("personalTitle")}
          </h2>
          <ProfileForm initial={initial} />
        </section>
        <SessionsSection userId={user.id} sessionId={user.sessionId} />
      </NextIntlClientProvider>
      <IcalFeedSection user={user} />
    </div>
  );
}
