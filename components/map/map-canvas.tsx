"use client";

import { useEffect } from "react";
import { AdvancedMarker, APILoadingStatus, APIProvider, Map, useApiLoadingStatus, useMap } from "@vis.gl/react-google-maps";
import { type LatLng, MAP_ZOOM } from "@/lib/domain/map";
import { PoiPin, PropertyPin } from "./map-pins";
import type { MapCentre, MapLoadOutcome, MapPoi } from "./types";

export interface MapCanvasProps {
  apiKey: string;
  /** Advanced markers need one (lib/env.ts: googleMapsConfig). */
  mapId: string;
  language: string;
  centre: MapCentre;
  propertyName: string;
  pois: MapPoi[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Told once the script has loaded ("loaded") or every retry failed ("failed"). */
  onStatus: (status: MapLoadOutcome) => void;
}

/**
 * The Google map itself. Loaded as its own chunk only when the section is near the viewport;
 * the retrying bootstrap (maps-bootstrap.ts) is installed before this mounts. It draws nothing
 * until the script has loaded: the drawn map stays in view until then, and for good on failure.
 */
export default function MapCanvas({ apiKey, language, ...props }: MapCanvasProps) {
  return (
    <APIProvider apiKey={apiKey} language={language} region="CH">
      <MapBody {...props} />
    </APIProvider>
  );
}

function MapBody({ mapId, centre, propertyName, pois, selectedId, onSelect, onStatus }: Omit<MapCanvasProps, "apiKey" | "language">) {
  const status = useApiLoadingStatus();
  const outcome: MapLoadOutcome | null =
    status === APILoadingStatus.LOADED
      ? "loaded"
      : status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE
        ? "failed"
        : null;
  useEffect(() => {
    if (outcome) onStatus(outcome);
  }, [outcome, onStatus]);
  if (outcome !== "loaded") return null;

  const selected = pois.find((p) => p.id === selectedId);
  return (
    <Map
      mapId={mapId}
      defaultCenter={centre.position}
      defaultZoom={MAP_ZOOM}
      gestureHandling="cooperative"
      scrollwheel={false}
      clickableIcons={false}
      streetViewControl={false}
      mapTypeControl={false}
      style={{ width: "100%", height: "100%" }}
    >
      <AdvancedMarker position={centre.position} title={propertyName} zIndex={1_000}>
        <PropertyPin />
      </AdvancedMarker>
      {pois.map((poi) =>
        poi.position ? (
          <AdvancedMarker
            key={poi.id}
            position={poi.position}
            title={poi.name}
            zIndex={poi.id === selectedId ? 999 : 1}
            onClick={() => onSelect(poi.id)}
          >
            <PoiPin color={poi.color} selected={poi.id === selectedId} />
          </AdvancedMarker>
        ) : null,
      )}
      <PanTo position={selected?.position ?? null} />
    </Map>
  );
}

/** Brings the selected point into view without changing the zoom the visitor chose. */
function PanTo({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (map && position) map.panTo(position);
  }, [map, position]);
  return null;
}
