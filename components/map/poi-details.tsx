import type { MapPoi, PropertyMapLabels } from "./types";

/**
 * The description of the selected point, below the map. The region is always in the page so
 * that screen readers announce each new selection (aria-live) and the chips can point at it.
 */
export function PoiDetails({ id, poi, labels }: { id: string; poi: MapPoi | undefined; labels: PropertyMapLabels }) {
  return (
    <div id={id} aria-live="polite">
      {poi && (
        <div className="space-y-1 rounded-lg border bg-card p-4" data-testid="poi-details">
          <p className="flex items-center gap-2 font-medium">
            <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: poi.color }} aria-hidden="true" />
            {poi.name}
          </p>
          <p className="text-xs font-medium tracking-wide text-primary uppercase">{labels.categories[poi.category]}</p>
          <p className="text-sm text-foreground/90">{poi.description ?? labels.noDescription}</p>
          {poi.address && <p className="text-xs text-muted-foreground">{poi.address}</p>}
          {!poi.position && <p className="text-xs text-muted-foreground">{labels.notOnMap}</p>}
        </div>
      )}
    </div>
  );
}
