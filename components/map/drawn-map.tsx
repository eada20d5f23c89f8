import { getTranslations } from "next-intl/server";
import type { LatLng } from "@/lib/domain/map";
import { FALLBACK_SPECS, type FallbackPoiInput, layoutFallbackMap } from "@/lib/domain/map-fallback";
import { bearingDegrees, compassPoint, distanceMeters, roundDistance } from "@/lib/domain/map-geometry";
import { DrawnMapSvg } from "./drawn-map-svg";
import type { MapPoi } from "./types";

/**
 * The map drawn from our own data, shown without a Maps key, while the Google map loads and when
 * it fails: a figure with two sizes of the drawing (a container query picks one, since SVG text
 * scales with the drawing) and a caption. Rendered on the server; nothing is fetched for it.
 */
export async function DrawnMap({
  centre,
  propertyName,
  pois,
  locale,
  captionId,
}: {
  centre: LatLng;
  propertyName: string;
  pois: MapPoi[];
  locale: string;
  captionId: string;
}) {
  const t = await getTranslations("map");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const formatDistance = (meters: number) => {
    const { unit, value } = roundDistance(meters);
    return t(unit === "m" ? "distanceMeters" : "distanceKilometers", { value: number.format(value) });
  };

  const placed: FallbackPoiInput[] = pois.flatMap((p) => (p.position ? [{ id: p.id, name: p.name, position: p.position }] : []));
  const meta = Object.fromEntries(
    pois.flatMap((p) => {
      if (!p.position) return [];
      const name = t("pointLabel", {
        name: p.name,
        distance: formatDistance(distanceMeters(centre, p.position)),
        direction: compassPoint(bearingDegrees(centre, p.position)),
      });
      return [[p.id, { color: p.color, name }]];
    }),
  );
  const layouts = {
    compact: layoutFallbackMap(centre, propertyName, placed, FALLBACK_SPECS.compact, formatDistance),
    wide: layoutFallbackMap(centre, propertyName, placed, FALLBACK_SPECS.wide, formatDistance),
  };
  const anyFar = layouts.compact.points.some((p) => p.clamped) || layouts.wide.points.some((p) => p.clamped);
  const common = {
    points: meta,
    houseName: t("propertyPoint", { name: propertyName }),
    northLetter: t("northLetter"),
    captionId,
  };

  return (
    <figure aria-labelledby={captionId} data-testid="drawn-map" className="space-y-2">
      <div className="@container overflow-hidden rounded-xl border bg-surface">
        <DrawnMapSvg
          {...common}
          layout={layouts.compact}
          spec={FALLBACK_SPECS.compact}
          scaleText={formatDistance(layouts.compact.scale.meters)}
          className="block @lg:hidden"
        />
        <DrawnMapSvg
          {...common}
          layout={layouts.wide}
          spec={FALLBACK_SPECS.wide}
          scaleText={formatDistance(layouts.wide.scale.meters)}
          className="hidden @lg:block"
        />
      </div>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {t("drawnMapCaption", { name: propertyName })}
        {anyFar && ` ${t("drawnMapFar")}`}
      </figcaption>
    </figure>
  );
}
