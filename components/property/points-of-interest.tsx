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
import { Section } from "@/components/common/section";

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  transportation: Bus,
  shopping: ShoppingBag,
  restaurants: UtensilsCrossed,
  ski_facilities: MountainSnow,
  medical: Cross,
  entertainment: PartyPopper,
  services: Building2,
};

const KNOWN_CATEGORIES = new Set(Object.keys(CATEGORY_ICONS));

export async function PointsOfInterest({ points }: { points: PoiData[] }) {
  const t = await getTranslations("property");
  if (points.length === 0) return null;

  return (
    <Section id="nearby" title={t("nearby")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {points.map((poi) => {
          const Icon = CATEGORY_ICONS[poi.category] ?? MapPin;
          const category = KNOWN_CATEGORIES.has(poi.category) ? poi.category : "other";
          return (
            <li key={poi.id} className="flex gap-3 rounded-lg border bg-card p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 space-y-1">
                <p className="font-medium">{poi.name}</p>
                <p className="text-xs font-medium tracking-wide text-primary uppercase">
                  {t(`poiCategory.${category}`)}
                </p>
                {poi.description && <p className="text-sm text-muted-foreground">{poi.description}</p>}
                {poi.address && <p className="text-xs text-muted-foreground">{poi.address}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
