import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { PropertyGrid } from "@/components/property/property-grid";
import { ListingSearch } from "@/components/search/listing-search";
import { alternatesFor } from "@/components/seo/alternates";
import { listVisibleProperties, type PropertyCardData } from "@/lib/data/properties";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "home" });
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: alternatesFor(locale, "/") };
}

async function readProperties(locale: Locale): Promise<PropertyCardData[] | null> {
  try {
    return await listVisibleProperties(locale);
  } catch (error) {
    // The page still renders (header, footer, a notice) instead of the error screen.
    console.error("[home] could not read the properties", error);
    return null;
  }
}

export default async function HomePage({ params }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("home");
  const properties = await readProperties(locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      {properties === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
          {t("loadError")}
        </p>
      ) : properties.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
      ) : (
        <ListingSearch locale={locale} chalets={properties}>
          <PropertyGrid properties={properties} />
        </ListingSearch>
      )}
    </div>
  );
}
