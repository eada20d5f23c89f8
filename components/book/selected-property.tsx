"use client";

import { useTranslations } from "next-intl";
import { InstantBooking } from "@/components/property/instant-booking";
import { useLocationSearch } from "@/components/search/use-location-search";
import { Link } from "@/i18n/navigation";

export interface BookableProperty {
  slug: string;
  name: string;
  location: string;
  maxGuests: number;
}

/**
 * /book?property=<slug>[&checkIn…&adults…]: that chalet's booking card first, prefilled from the
 * address like on its own page. The page is prerendered for everyone, so the choice is read in
 * the browser; an unknown slug shows nothing extra.
 */
export function SelectedProperty({ properties }: { properties: BookableProperty[] }) {
  const t = useTranslations("bookSelected");
  const slug = new URLSearchParams(useLocationSearch()).get("property");
  const property = properties.find((p) => p.slug === slug);
  if (!property) return null;
  return (
    <section aria-labelledby="selected-property-title" className="mb-10 max-w-xl space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6" data-testid="selected-property">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="selected-property-title" className="text-xl font-semibold tracking-tight">
          {property.name}
        </h2>
        <Link href={`/${property.slug}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("viewProperty")}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{property.location}</p>
      <InstantBooking slug={property.slug} maxGuests={property.maxGuests} />
    </section>
  );
}
