import type { LatLng, MapCentre, PoiCategory } from "@/lib/domain/map";

/** A point of interest as the map island needs it: already localized and validated on the server. */
export interface MapPoi {
  id: string;
  name: string;
  category: PoiCategory;
  color: string;
  description: string | null;
  address: string | null;
  /** Null when the stored coordinates are not numeric: the chip stays, the marker does not. */
  position: LatLng | null;
}

/** Texts of the island, translated on the server (client components get no message bundle). */
export interface PropertyMapLabels {
  mapLabel: string;
  /** Said under the drawn map once the Google map has failed for good. */
  loadFailed: string;
  noDescription: string;
  notOnMap: string;
  notOnMapShort: string;
  chipsLabel: string;
  categories: Record<PoiCategory, string>;
  /** Shown under the map when it is centred on the village instead of the house. */
  approximate: string;
}

/** Both or neither (lib/env.ts: googleMapsConfig): without them only the drawn map shows. */
export interface PropertyMapConfig {
  browserKey: string | null;
  mapId: string | null;
}

export type { MapCentre };

/** How loading the Google map ended: drawn, or every retry failed (the drawn map stays). */
export type MapLoadOutcome = "loaded" | "failed";
