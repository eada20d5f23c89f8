import { ArrowRight, Home, MapPin } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { PropertyCardData } from "@/lib/data/properties";
import { SmartImage } from "@/components/layout/smart-image";
import { SearchAwareLink } from "@/components/search/search-aware-link";
import { SearchCardPrice } from "@/components/search/search-card-price";
import { isLocale } from "@/lib/domain/localized";
import { formatFromPrice } from "./price";
import { PropertyFacts } from "./property-facts";
import { elision } from "@/lib/domain/french-elision";

/** `load`: "priority" preloads the photo, "eager" loads it without waiting for the scroll, "lazy" waits. */
export async function PropertyCard({ property, load = "lazy" }: { property: PropertyCardData; load?: "priority" | "eager" | "lazy" }) {
  const t = await getTranslations("property");
  const href = `/${property.slug}`;
  const current = await getLocale();
  const from = formatFromPrice(property.fromPrice, isLocale(current) ? current : "de");

  return (
    // One link for the whole card (a "stretched link": its ::after covers the card), so that the
    // photo and the name open the property too, with one tab stop and one name for screen readers.
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:shadow-md">
      <div className="relative aspect-[16/10] bg-muted">
        {property.image ? (
          <SmartImage
            src={property.image}
            alt={t("imageAlt", { name: property.name, elision: elision(property.name) })}
            fill
            priority={load === "priority"}
            loading={load === "eager" ? "eager" : undefined}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted-foreground">
            <Home className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold tracking-tight">{property.name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 text-primary" aria-hidden="true" />
            {property.location}
          </p>
        </div>
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{property.description}</p>
        <PropertyFacts facts={property} />
        <SearchCardPrice
          slug={property.slug}
          fallback={
            <p className="text-sm font-semibold" data-testid="card-from-price">
              {from ? t("priceFrom", { price: from }) : t("contactForPricing")}
            </p>
          }
        />
        <div className="mt-auto pt-2">
          <SearchAwareLink
            href={href}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {t("viewDetails")}
            <span className="sr-only">{" "}{t("viewDetailsOf", { name: property.name, elision: elision(property.name) })}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </SearchAwareLink>
        </div>
      </div>
    </article>
  );
}
