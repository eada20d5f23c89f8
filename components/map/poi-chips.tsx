import { MapPinOff } from "lucide-react";
import { cn } from "@/lib/utils";
import type { MapPoi } from "./types";

/** One toggle button per point of interest; pressed = selected (and pulsing on the map). */
export function PoiChips({
  pois,
  selectedId,
  onToggle,
  label,
  notOnMapShort,
  detailsId,
}: {
  pois: MapPoi[];
  selectedId: string | null;
  onToggle: (id: string) => void;
  label: string;
  notOnMapShort: string;
  detailsId: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {pois.map((poi) => {
        const pressed = poi.id === selectedId;
        return (
          <li key={poi.id}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-controls={detailsId}
              onClick={() => onToggle(poi.id)}
              className={cn(
                "inline-flex min-h-9 items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors",
                "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                pressed ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
              )}
            >
              <span
                className="size-2.5 shrink-0 rounded-full ring-2 ring-white"
                style={{ backgroundColor: poi.color }}
                aria-hidden="true"
              />
              <span>{poi.name}</span>
              {!poi.position && (
                <>
                  <MapPinOff className="size-3.5 shrink-0 opacity-70" aria-hidden="true" />
                  <span className="sr-only">({notOnMapShort})</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
