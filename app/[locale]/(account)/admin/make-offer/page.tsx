import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { NewOfferButton } from "@/components/admin/offers/new-offer-button";
import { OfferCard } from "@/components/admin/offers/offer-card";
import { OfferListFilters } from "@/components/admin/offers/offer-list-filters";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listOffers } from "@/lib/data/offer-list";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { isOfferListFiltered, offerListQuerySchema } from "@/lib/schemas/offers";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminOffers.list" });
  return { title: t("title") };
}

export default async function AdminOffersPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/make-offer", ADMIN_ONLY);
  const t = await getTranslations("adminOffers.list");
  const query = offerListQuerySchema.parse(await searchParams);
  const offers = await listOffers(query);
  const filtered = isOfferListFiltered(query);
  const { adminOffers } = await getMessages();

  return (
    <div className="grid gap-6">
      <NextIntlClientProvider messages={{ adminOffers }}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <NewOfferButton />
        </div>
        <OfferListFilters query={query} />
        {offers.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border bg-surface p-6 text-muted-foreground">
            <p>{filtered ? t("noMatches") : t("empty")}</p>
            {filtered ? (
              <Link href="/admin/make-offer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("clearFilters")}
              </Link>
            ) : null}
          </div>
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
