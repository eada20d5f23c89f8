import {
  Building2,
  Bus,
  Cross,
  type LucideIcon,
  MapPin,
  MountainSnow,
  PartyPopper,
  ShoppingBag,
  UtensilsCrossed,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { PoiData } from "@/lib/data/properties";
import { groupPoisByCategory, POI_CATEGORY_COLORS, type PoiCategory } from "@/lib/domain/map";
import { Section } from "@/components/common/section";

const CATEGORY_ICONS: Record<PoiCategory, LucideIcon> = {
  transportation: Bus,
  shopping: ShoppingBag,
  restaurants: UtensilsCrossed,
  ski_facilities: MountainSnow,
  medical: Cross,
  entertainment: PartyPopper,
  services: Building2,
  other: MapPin,
};

/** The nearby places grouped by category, in the colours of the map; nothing when there are none. */
export async function PointsOfInterest({ points }: { points: PoiData[] }) {
  const t = await getTranslations("property");
  const groups = groupPoisByCategory(points);
  if (groups.length === 0) return null;

  return (
    <Section id="nearby" title={t("nearby")} hydrateOnView>
      <div className="space-y-6">
        {groups.map(({ category, items }) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <section key={category} aria-labelledby={`nearby-${category}`} className="space-y-3">
              <h3 id={`nearby-${category}`} className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
                <span
                  className="flex size-7 items-center justify-center rounded-full text-white"
                  style={{ backgroundColor: POI_CATEGORY_COLORS[category] }}
                  aria-hidden="true"
                >
                  <Icon className="size-3.5" />
                </span>
                {t(`poiCategory.${category}`)}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {items.map((poi) => (
                  <li key={poi.id} className="space-y-1 rounded-lg border bg-card p-4">
                    <p className="font-medium">{poi.name}</p>
                    {poi.description && <p className="text-sm text-muted-foreground">{poi.description}</p>}
                    {poi.address && <p className="text-xs text-muted-foreground">{poi.address}</p>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
