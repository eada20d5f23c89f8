"use client";

import { createContext, useContext } from "react";

/**
 * The selected point of interest, shared by the chips, the Google map and the drawn map. The
 * drawn map is rendered on the server and handed to the island as a prop; its points read the
 * selection from here rather than through props.
 */
export interface MapSelection {
  selectedId: string | null;
  toggle: (id: string) => void;
  /** The id of the details region the points control. */
  detailsId: string;
}

export const MapSelectionContext = createContext<MapSelection>({ selectedId: null, toggle: () => {}, detailsId: "" });

export const useMapSelection = () => useContext(MapSelectionContext);
