import { PROPERTY_MARKER_COLOR } from "@/lib/domain/map";
import type { FallbackLayout, FallbackSpec } from "@/lib/domain/map-fallback";
import type { PlacedLabel } from "@/lib/domain/map-labels";
import { cn } from "@/lib/utils";
import { type DrawnPoint, DrawnMapPoints } from "./drawn-map-points";

export interface DrawnMapSvgProps {
  layout: FallbackLayout;
  spec: FallbackSpec;
  /** Per point id: colour and accessible name. */
  points: Record<string, { color: string; name: string }>;
  houseName: string;
  scaleText: string;
  northLetter: string;
  captionId: string;
  className?: string;
}

// Lucide's "house" outline (24 × 24), drawn in white on the property marker.
const HOUSE_PATHS = [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
];

/**
 * One size of the drawn map, rendered on the server: background, distance rings, scale bar,
 * north arrow and the property; only the points (DrawnMapPoints) run in the browser. The viewBox
 * scales the drawing to the column's width.
 */
export function DrawnMapSvg({ layout, spec, points, houseName, scaleText, northLetter, captionId, className }: DrawnMapSvgProps) {
  const { width, height, house, scale, north } = layout;
  const drawn: DrawnPoint[] = layout.points.flatMap((p) => {
    const meta = points[p.id];
    return meta ? [{ id: p.id, x: p.x, y: p.y, clamped: p.clamped, angle: p.angle, color: meta.color, name: meta.name, label: p.label }] : [];
  });
  const glyph = spec.houseRadius * 1.15;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-labelledby={captionId}
      data-testid="drawn-map-svg"
      className={cn("h-auto w-full select-none", className)}
    >
      <rect width={width} height={height} className="fill-surface" />
      <g aria-hidden="true" fill="none" className="stroke-border" strokeWidth={1.5} strokeDasharray="4 5">
        {layout.rings.map((r) => (
          <circle key={r} cx={house.x} cy={house.y} r={r} />
        ))}
      </g>

      <g aria-hidden="true" data-testid="map-scale" data-meters={scale.meters}>
        <rect
          x={scale.x - 6}
          y={scale.y - spec.fontSize - 8}
          width={scale.length + 12}
          height={spec.fontSize + 16}
          rx={4}
          fill="#ffffff"
          fillOpacity={0.85}
        />
        <path
          d={`M${scale.x} ${scale.y - 5} V${scale.y} H${scale.x + scale.length} V${scale.y - 5}`}
          fill="none"
          className="stroke-foreground"
          strokeWidth={2}
        />
        <text x={scale.x} y={scale.y - 6} fontSize={spec.fontSize * 0.85} className="fill-foreground">
          {scaleText}
        </text>
      </g>

      <g aria-hidden="true" data-testid="map-north" transform={`translate(${north.x} ${north.y})`}>
        <circle r={15} cy={4} fill="#ffffff" fillOpacity={0.85} />
        <text y={-2} textAnchor="middle" fontSize={11} fontWeight={700} className="fill-foreground">
          {northLetter}
        </text>
        <path d="M0 1 L6 16 L0 12 L-6 16 Z" className="fill-foreground" />
      </g>

      <g role="img" aria-label={houseName} data-testid="map-house">
        <circle cx={house.x} cy={house.y} r={spec.houseRadius} fill={PROPERTY_MARKER_COLOR} stroke="#ffffff" strokeWidth={3} />
        <g
          transform={`translate(${house.x - glyph / 2} ${house.y - glyph / 2}) scale(${glyph / 24})`}
          fill="none"
          stroke="#ffffff"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {HOUSE_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <HouseLabel label={house.label} fontSize={spec.fontSize} />
      </g>

      <DrawnMapPoints
        points={drawn}
        sizes={{ markerRadius: spec.markerRadius, selectedRadius: spec.selectedRadius, hitRadius: spec.hitRadius, fontSize: spec.fontSize }}
      />
    </svg>
  );
}

function HouseLabel({ label, fontSize }: { label: PlacedLabel; fontSize: number }) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={fontSize}
      fontWeight={700}
      fill={PROPERTY_MARKER_COLOR}
      stroke="#ffffff"
      strokeWidth={3.5}
      strokeLinejoin="round"
      paintOrder="stroke"
      aria-hidden="true"
    >
      {label.text}
    </text>
  );
}
