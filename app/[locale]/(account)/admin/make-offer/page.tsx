import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { NewOfferButton } from "@/components/admin/offers/new-offer-button";
import { OfferCard } from "@/components/admin/offers/offer-card";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listOffers } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminOffers.list" });
  return { title: t("title") };
}

export default async function AdminOffersPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/make-offer", ADMIN_ONLY);
  const t = await getTranslations("adminOffers.list");
  const offers = await listOffers();
  const { adminOffers } = await getMessages();

  return (
    <div className="grid gap-6">
      <NextIntlClientProvider messages={{ adminOffers }}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <NewOfferButton />
        </div>
        {offers.length === 0 ? (
          <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </div>
        )}
      </NextIntlClientProvider>
    </div>
  );
}
