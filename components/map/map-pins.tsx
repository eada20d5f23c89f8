import { House } from "lucide-react";
import { PROPERTY_MARKER_COLOR } from "@/lib/domain/map";
import { cn } from "@/lib/utils";

/** The property's marker: larger, a house, in the brand green no category uses. */
export function PropertyPin() {
  return (
    <span
      className="flex size-10 items-center justify-center rounded-full border-[3px] border-white text-white shadow-lg"
      style={{ backgroundColor: PROPERTY_MARKER_COLOR }}
    >
      <House className="size-5" aria-hidden="true" />
    </span>
  );
}

/** A point of interest: a dot in its category colour; the selected one is larger and pulses. */
export function PoiPin({ color, selected }: { color: string; selected: boolean }) {
  return (
    <span className="relative flex size-6 items-center justify-center">
      {selected && (
        <span className="absolute inset-0 rounded-full opacity-60 motion-safe:animate-ping" style={{ backgroundColor: color }} />
      )}
      <span
        className={cn("relative rounded-full border-2 border-white shadow-md transition-transform", selected ? "size-6" : "size-4")}
        style={{ backgroundColor: color }}
      />
    </span>
  );
}
