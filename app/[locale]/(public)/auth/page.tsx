import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { alternatesFor } from "@/components/seo/alternates";
import { isLocale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "auth" });
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    alternates: alternatesFor(locale, "/auth"),
  };
}

export default async function AuthPage({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("auth");
  const { SITE_NAME } = env();

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center md:py-28">
      <h1 className="text-3xl font-bold tracking-tight">{t("welcome", { site: SITE_NAME })}</h1>
      <p className="mt-4 text-muted-foreground">{t("comingSoon")}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">{t("browse")}</Link>
      </Button>
    </div>
  );
}
