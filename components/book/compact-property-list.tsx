import { ArrowRight, Home, MapPin, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { PropertyCardData } from "@/lib/data/properties";
import type { Locale } from "@/lib/domain/localized";
import { SmartImage } from "@/components/layout/smart-image";
import { formatNightlyPrice } from "@/components/property/price";

/** Without a booking widget, /book lists the properties so that guests can choose one. */
export async function CompactPropertyList({ properties, locale }: { properties: PropertyCardData[]; locale: Locale }) {
  const t = await getTranslations("property");
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {properties.map((property) => {
        const price = formatNightlyPrice(property.pricePerNight, locale);
        return (
          <li key={property.id}>
            <Link
              href={`/${property.slug}`}
              className="group flex gap-4 rounded-xl border bg-card p-3 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-muted sm:w-32">
                {property.image ? (
                  <SmartImage src={property.image} alt="" fill sizes="128px" className="object-cover" />
                ) : (
                  <div className="flex h-full items-center justify-center text-muted-foreground">
                    <Home className="size-8" aria-hidden="true" />
                  </div>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-center gap-1">
                <h2 className="font-semibold tracking-tight">{property.name}</h2>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 text-primary" aria-hidden="true" />
                  {property.location}
                  <span aria-hidden="true">·</span>
                  <Users className="size-3.5 text-primary" aria-hidden="true" />
                  {t("guests", { count: property.maxGuests })}
                </p>
                <p className="text-sm font-medium">{price ? t("priceFrom", { price }) : t("contactForPricing")}</p>
              </div>
              <ArrowRight
                className="size-5 shrink-0 self-center text-primary transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
