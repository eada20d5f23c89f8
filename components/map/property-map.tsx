"use client";

import { useCallback, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { MapPin } from "lucide-react";
import { MAP_HEIGHT_PX, toggleSelection } from "@/lib/domain/map";
import { installMapsBootstrap } from "./maps-bootstrap";
import { MapStatus } from "./map-status";
import { PoiChips } from "./poi-chips";
import { PoiDetails } from "./poi-details";
import type { MapCentre, MapPoi, PropertyMapConfig, PropertyMapLabels } from "./types";
import { useNearViewport } from "./use-near-viewport";

// The Google map library is its own chunk, fetched only once the section is near the viewport.
const MapCanvas = dynamic(() => import("./map-canvas"), { ssr: false });

export interface PropertyMapProps {
  config: PropertyMapConfig;
  language: string;
  centre: MapCentre | null;
  propertyName: string;
  pois: MapPoi[];
  /** Shown instead of a map when there is no key or nothing to centre on. */
  placeholder: string;
  labels: PropertyMapLabels;
}

/**
 * The location map with its point-of-interest chips and the selected point's description. The
 * chips and descriptions work without the map: with no key, no position, or a failed script.
 */
export function PropertyMap({ config, language, centre, propertyName, pois, placeholder, labels }: PropertyMapProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [near, setNear] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const apiKey = config.browserKey;
  const showMap = apiKey !== null && centre !== null;

  const onNear = useCallback(() => {
    if (!apiKey) return;
    installMapsBootstrap({ key: apiKey, language });
    setNear(true);
  }, [apiKey, language]);
  useNearViewport(frame, showMap, onNear);

  const toggle = useCallback((id: string) => setSelectedId((current) => toggleSelection(current, id)), []);
  const selected = pois.find((p) => p.id === selectedId);

  return (
    <div className="space-y-4">
      {pois.length > 0 && (
        <PoiChips
          pois={pois}
          selectedId={selectedId}
          onToggle={toggle}
          label={labels.chipsLabel}
          notOnMapShort={labels.notOnMapShort}
          detailsId={detailsId}
        />
      )}
      {showMap ? (
        <div
          ref={frame}
          role="region"
          aria-label={labels.mapLabel}
          className="relative overflow-hidden rounded-xl border bg-surface"
          style={{ height: MAP_HEIGHT_PX }}
        >
          {near ? (
            <MapCanvas
              apiKey={apiKey}
              mapId={config.mapId}
              language={language}
              centre={centre}
              propertyName={propertyName}
              pois={pois}
              selectedId={selectedId}
              onSelect={toggle}
              labels={labels}
            />
          ) : (
            <MapStatus text={labels.loading} state="loading" />
          )}
        </div>
      ) : (
        <div className="flex min-h-48 items-center justify-center gap-2 rounded-xl border border-dashed bg-surface p-6 text-center text-sm text-muted-foreground">
          <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>{placeholder}</p>
        </div>
      )}
      {showMap && centre.source === "location" && <p className="text-sm text-muted-foreground">{labels.approximate}</p>}
      <PoiDetails id={detailsId} poi={selected} labels={labels} />
    </div>
  );
}
