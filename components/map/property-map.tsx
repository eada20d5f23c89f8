"use client";

import { lazy, type ReactNode, Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { useHydrated } from "@/components/common/use-hydrated";
import { MapPin } from "lucide-react";
import { MAP_HEIGHT_PX, toggleSelection } from "@/lib/domain/map";
import { cn } from "@/lib/utils";
import { installMapsBootstrap } from "./maps-bootstrap";
import { MapSelectionContext } from "./map-selection";
import { PoiChips } from "./poi-chips";
import { PoiDetails } from "./poi-details";
import type { MapCentre, MapLoadOutcome, MapPoi, PropertyMapConfig, PropertyMapLabels } from "./types";
import { useNearViewport } from "./use-near-viewport";

// The Google map library is its own chunk, fetched only once the section is near the viewport
// (only ever rendered after that, on the client; React.lazy: next/dynamic's own code would be in
// every page's first load).
const MapCanvas = lazy(() => import("./map-canvas"));

export interface PropertyMapProps {
  config: PropertyMapConfig;
  language: string;
  centre: MapCentre | null;
  propertyName: string;
  pois: MapPoi[];
  /** The map drawn from our own data (server-rendered); null when there is nothing to centre on. */
  drawnMap: ReactNode;
  /** Said instead of a map when there is nothing to centre on. */
  placeholder: string;
  labels: PropertyMapLabels;
}

/**
 * The location map with its point-of-interest chips and the selected point's description. The
 * drawn map is shown at once and stays unless the Google map (with a key) loads, which then takes
 * its place; chips, points and descriptions share one selection and work with either.
 */
export function PropertyMap({ config, language, centre, propertyName, pois, drawnMap, placeholder, labels }: PropertyMapProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [near, setNear] = useState(false);
  const [outcome, setOutcome] = useState<MapLoadOutcome | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const apiKey = config.browserKey;
  const mapId = config.mapId;
  const withGoogle = apiKey !== null && mapId !== null && centre !== null;
  const googleShown = withGoogle && outcome === "loaded";

  const onNear = useCallback(() => {
    if (!apiKey) return;
    installMapsBootstrap({ key: apiKey, language });
    setNear(true);
  }, [apiKey, language]);
  useNearViewport(frame, withGoogle, onNear);

  const toggle = useCallback((id: string) => setSelectedId((current) => toggleSelection(current, id)), []);
  const selection = useMemo(() => ({ selectedId, toggle, detailsId }), [selectedId, toggle, detailsId]);
  const selected = pois.find((p) => p.id === selectedId);
  // False in the server's HTML and while it waits for this chunk, true once React has taken it
  // over: tests wait for it before a click (a tap before that is not replayed by React).
  const interactive = useHydrated();

  return (
    <MapSelectionContext value={selection}>
      <div className="space-y-4" data-map-interactive={interactive || undefined}>
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
        {centre ? (
          <div ref={frame} role="region" aria-label={labels.mapLabel} className="relative" data-map={googleShown ? "google" : "drawn"}>
            {!googleShown && drawnMap}
            {withGoogle && near && (
              // Mounted while the drawn map shows, but invisible until the script has loaded.
              <div
                className={cn("overflow-hidden rounded-xl border bg-surface", !googleShown && "invisible absolute inset-0")}
                style={{ height: googleShown ? MAP_HEIGHT_PX : undefined }}
                aria-hidden={!googleShown}
              >
                <Suspense fallback={null}>
                  <MapCanvas
                    apiKey={apiKey}
                    mapId={mapId}
                    language={language}
                    centre={centre}
                    propertyName={propertyName}
                    pois={pois}
                    selectedId={selectedId}
                    onSelect={toggle}
                    onStatus={setOutcome}
                  />
                </Suspense>
              </div>
            )}
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {placeholder}
          </p>
        )}
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {withGoogle && outcome === "failed" ? labels.loadFailed : ""}
        </p>
        {centre?.source === "location" && <p className="text-sm text-muted-foreground">{labels.approximate}</p>}
        <PoiDetails id={detailsId} poi={selected} labels={labels} />
      </div>
    </MapSelectionContext>
  );
}
