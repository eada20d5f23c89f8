import { House } from "lucide-react";
import { POI_CATEGORY_COLORS, PROPERTY_MARKER_COLOR, type PoiCategory } from "@/lib/domain/map";

/** Which colour means what on the map and on the chips: the property, then each category shown. */
export function MapLegend({
  title,
  propertyLabel,
  categories,
}: {
  title: string;
  propertyLabel: string;
  categories: { category: PoiCategory; label: string }[];
}) {
  return (
    <ul aria-label={title} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span
          className="flex size-4 items-center justify-center rounded-full text-white"
          style={{ backgroundColor: PROPERTY_MARKER_COLOR }}
          aria-hidden="true"
        >
          <House className="size-2.5" />
        </span>
        {propertyLabel}
      </li>
      {categories.map(({ category, label }) => (
        <li key={category} className="flex items-center gap-1.5">
          <span className="size-3 rounded-full" style={{ backgroundColor: POI_CATEGORY_COLORS[category] }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
