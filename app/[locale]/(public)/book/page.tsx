import type { Metadata } from "next";
import { BadgePercent } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { SelectedProperty } from "@/components/book/selected-property";
import { BookingWidget } from "@/components/book/booking-widget";
import { PropertyGrid } from "@/components/property/property-grid";
import { ListingSearch } from "@/components/search/listing-search";
import { PageHeader } from "@/components/common/page-header";
import { alternatesFor } from "@/components/seo/alternates";
import { listVisibleProperties } from "@/lib/data/properties";
import { isLocale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "book" });
  return { title: t("title"), description: t("metaDescription"), alternates: alternatesFor(locale, "/book") };
}

export default async function BookPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("book");
  const widgetUrl = env().BOOKING_WIDGET_SCRIPT_URL;
  const properties = widgetUrl ? [] : await listVisibleProperties(locale);
  const { instantBooking, search, bookSelected } = await getMessages();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} className="mb-6" />
      <p className="mb-10 flex max-w-3xl items-start gap-3 rounded-xl border border-primary/20 bg-accent p-4 text-accent-foreground">
        <BadgePercent className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t("saveTitle")}</strong> {t("saveText")}
        </span>
      </p>
      {properties.length > 0 && (
        <NextIntlClientProvider messages={{ instantBooking, search, bookSelected }}>
          <SelectedProperty properties={properties.map(({ slug, name, location, maxGuests }) => ({ slug, name, location, maxGuests }))} />
        </NextIntlClientProvider>
      )}
      {widgetUrl ? (
        <BookingWidget scriptUrl={widgetUrl} label={t("widgetLabel")} />
      ) : (
        <section aria-labelledby="choose-title" className="space-y-5">
          <h2 id="choose-title" className="text-xl font-semibold tracking-tight">
            {t("chooseProperty")}
          </h2>
          {properties.length === 0 ? (
            <p className="text-muted-foreground">{t("empty")}</p>
          ) : (
            <ListingSearch locale={locale} chalets={properties}>
              <PropertyGrid properties={properties} />
            </ListingSearch>
          )}
        </section>
      )}
    </div>
  );
}
