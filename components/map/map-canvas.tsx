"use client";

import { useEffect } from "react";
import { AdvancedMarker, APILoadingStatus, APIProvider, Map, useApiLoadingStatus, useMap } from "@vis.gl/react-google-maps";
import { type LatLng, MAP_ZOOM } from "@/lib/domain/map";
import { PoiPin, PropertyPin } from "./map-pins";
import { MapStatus } from "./map-status";
import type { MapCentre, MapPoi, PropertyMapLabels } from "./types";

// Google's documented map ID for trying advanced markers; a deployment sets GOOGLE_MAPS_MAP_ID.
const DEMO_MAP_ID = "DEMO_MAP_ID";

export interface MapCanvasProps {
  apiKey: string;
  mapId: string | null;
  language: string;
  centre: MapCentre;
  propertyName: string;
  pois: MapPoi[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  labels: PropertyMapLabels;
}

/**
 * The Google map itself. Loaded as its own chunk only when the section is near the viewport;
 * the retrying bootstrap (maps-bootstrap.ts) is installed before this mounts.
 */
export default function MapCanvas({ apiKey, language, ...props }: MapCanvasProps) {
  return (
    <APIProvider apiKey={apiKey} language={language} region="CH">
      <MapBody {...props} />
    </APIProvider>
  );
}

function MapBody({ mapId, centre, propertyName, pois, selectedId, onSelect, labels }: Omit<MapCanvasProps, "apiKey" | "language">) {
  const status = useApiLoadingStatus();
  if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) {
    return <MapStatus text={labels.loadFailed} state="failed" />;
  }
  if (status !== APILoadingStatus.LOADED) return <MapStatus text={labels.loading} state="loading" />;

  const selected = pois.find((p) => p.id === selectedId);
  return (
    <Map
      mapId={mapId ?? DEMO_MAP_ID}
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
