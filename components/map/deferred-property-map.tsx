"use client";

import { lazy, Suspense } from "react";
import type { PropertyMapProps } from "./property-map";

// The map's chips, descriptions and Google loader sit far below the first screen: their code is
// its own chunk, out of the page's first load. The server still renders the whole map into the
// page; in the browser React leaves that HTML as it is until the chunk has come (fetched as soon as
// the page hydrates), then hydrates it. A tap on a chip in that moment does nothing, as on any
// server-rendered page before its scripts have run; the map sits far below the first screen.
const PropertyMap = lazy(() => import("./property-map").then((m) => ({ default: m.PropertyMap })));

export function DeferredPropertyMap(props: PropertyMapProps) {
  return (
    <Suspense fallback={null}>
      <PropertyMap {...props} />
    </Suspense>
  );
}
