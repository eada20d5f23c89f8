"use client";

import type { KeyboardEvent } from "react";
import type { PlacedLabel } from "@/lib/domain/map-labels";
import { useMapSelection } from "./map-selection";

/** A point of interest as the drawn map places it; `name` is its accessible name (with distance and direction). */
export interface DrawnPoint {
  id: string;
  x: number;
  y: number;
  clamped: boolean;
  angle: number;
  color: string;
  name: string;
  label: PlacedLabel;
}

export interface DrawnPointSizes {
  markerRadius: number;
  selectedRadius: number;
  hitRadius: number;
  fontSize: number;
}

/**
 * The only interactive part of the drawn map: one button per point, pressed when its chip is.
 * The selected point's ring and label are drawn again on top (not moved there, which would lose
 * the keyboard focus), so that it is never hidden under a neighbour.
 */
export function DrawnMapPoints({ points, sizes }: { points: DrawnPoint[]; sizes: DrawnPointSizes }) {
  const { selectedId, toggle, detailsId } = useMapSelection();
  const selected = points.find((p) => p.id === selectedId);

  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    toggle(id);
  };

  return (
    <g>
      {points.map((point) => {
        const pressed = point.id === selectedId;
        return (
          <g
            key={point.id}
            role="button"
            tabIndex={0}
            aria-pressed={pressed}
            aria-label={point.name}
            aria-controls={detailsId || undefined}
            data-testid="map-point"
            data-poi-id={point.id}
            data-selected={pressed || undefined}
            onClick={() => toggle(point.id)}
            onKeyDown={(event) => onKeyDown(event, point.id)}
            className="group cursor-pointer outline-none"
          >
            <circle cx={point.x} cy={point.y} r={sizes.hitRadius} fill="transparent" />
            <circle
              cx={point.x}
              cy={point.y}
              r={sizes.hitRadius - 1.5}
              className="fill-none stroke-ring opacity-0 group-focus-visible:opacity-100"
              strokeWidth={3}
            />
            {point.clamped && <EdgeArrow point={point} offset={sizes.markerRadius + 2} />}
            <circle cx={point.x} cy={point.y} r={sizes.markerRadius} fill={point.color} stroke="#ffffff" strokeWidth={2} />
            {point.label.visible && !pressed && <LabelText label={point.label} fontSize={sizes.fontSize} />}
          </g>
        );
      })}
      {selected && <SelectedOverlay point={selected} sizes={sizes} />}
    </g>
  );
}

/** A small triangle just outside the marker, pointing the way to a place beyond the edge. */
function EdgeArrow({ point, offset }: { point: DrawnPoint; offset: number }) {
  const s = 5;
  return (
    <path
      d={`M0 ${-offset - s * 1.6} L${s} ${-offset} L${-s} ${-offset} Z`}
      transform={`translate(${point.x} ${point.y}) rotate(${point.angle})`}
      fill={point.color}
      stroke="#ffffff"
      strokeWidth={1}
    />
  );
}

function LabelText({ label, fontSize, bold = false }: { label: PlacedLabel; fontSize: number; bold?: boolean }) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={fontSize}
      fontWeight={bold ? 600 : 500}
      className="fill-foreground"
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

function SelectedOverlay({ point, sizes }: { point: DrawnPoint; sizes: DrawnPointSizes }) {
  const { rect } = point.label;
  const pad = 3;
  return (
    <g pointerEvents="none" aria-hidden="true" data-testid="map-point-highlight" data-poi-id={point.id}>
      <circle cx={point.x} cy={point.y} r={sizes.hitRadius} fill={point.color} fillOpacity={0.22} />
      <circle cx={point.x} cy={point.y} r={sizes.selectedRadius} fill={point.color} stroke="#ffffff" strokeWidth={3} />
      <circle cx={point.x} cy={point.y} r={sizes.selectedRadius + 2.5} fill="none" className="stroke-foreground" strokeWidth={1.5} />
      <rect
        x={rect.x - pad}
        y={rect.y - pad / 2}
        width={rect.width + 2 * pad}
        height={rect.height + pad}
        rx={4}
        fill="#ffffff"
        stroke={point.color}
        strokeWidth={1.5}
      />
      <LabelText label={point.label} fontSize={sizes.fontSize} bold />
    </g>
  );
}
