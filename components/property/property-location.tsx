import { MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/common/section";
import { DrawnMap } from "@/components/map/drawn-map";
import { MapLegend } from "@/components/map/map-legend";
import { MapLinks } from "@/components/map/map-links";
import { DeferredPropertyMap } from "@/components/map/deferred-property-map";
import type { MapPoi, PropertyMapConfig, PropertyMapLabels } from "@/components/map/types";
import type { PoiData } from "@/lib/data/properties";
import {
  categoriesPresent,
  normalizePoiCategory,
  parseLatLng,
  POI_CATEGORIES,
  POI_CATEGORY_COLORS,
  resolveMapCentre,
} from "@/lib/domain/map";

/**
 * Where the property is: the address, a legend, the interactive map island with its chips (the
 * map drawn from our own data, replaced by Google's when a key works), and links to open the spot
 * elsewhere. Everything the island needs is worked out and translated here, during the static render.
 */
export async function PropertyLocation({
  name,
  address,
  location,
  latitude,
  longitude,
  points,
  config,
  language,
}: {
  name: string;
  address: string;
  location: string;
  latitude: unknown;
  longitude: unknown;
  points: PoiData[];
  config: PropertyMapConfig;
  language: string;
}) {
  const t = await getTranslations("property");
  const tm = await getTranslations("map");
  const place = address || location;
  const centre = resolveMapCentre({ latitude, longitude, location, address });

  const pois: MapPoi[] = points.map((p) => {
    const category = normalizePoiCategory(p.category);
    return {
      id: p.id,
      name: p.name,
      category,
      color: POI_CATEGORY_COLORS[category],
      description: p.description,
      address: p.address,
      position: parseLatLng(p.latitude, p.longitude),
    };
  });
  const categoryLabel = (c: (typeof POI_CATEGORIES)[number]) => t(`poiCategory.${c}`);
  const labels: PropertyMapLabels = {
    mapLabel: tm("mapLabel", { name }),
    loadFailed: tm("loadFailedFallback"),
    noDescription: tm("noDescription"),
    notOnMap: tm("notOnMap"),
    notOnMapShort: tm("notOnMapShort"),
    chipsLabel: tm("chipsLabel"),
    categories: Object.fromEntries(POI_CATEGORIES.map((c) => [c, categoryLabel(c)])) as PropertyMapLabels["categories"],
    approximate: tm("approximate", { location }),
  };

  return (
    <Section id="location" title={t("location")} hydrateOnView>
      {place && (
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{place}</span>
        </p>
      )}
      {pois.length > 0 && (
        <MapLegend
          title={tm("legendTitle")}
          propertyLabel={tm("legendProperty")}
          categories={categoriesPresent(pois).map((category) => ({ category, label: categoryLabel(category) }))}
        />
      )}
      <DeferredPropertyMap
        config={config}
        language={language}
        centre={centre}
        propertyName={name}
        pois={pois}
        drawnMap={
          centre && <DrawnMap centre={centre.position} propertyName={name} pois={pois} locale={language} captionId="drawn-map-caption" />
        }
        placeholder={place ? t("mapUnavailable", { address: place }) : t("locationUnavailable")}
        labels={labels}
      />
      {centre && <MapLinks position={centre.position} />}
    </Section>
  );
}
