"use client";

import { useEffect, useState } from "react";
import type { IsoDate } from "@/lib/domain/dates";

export type Availability =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; from: IsoDate; to: IsoDate; unavailable: IsoDate[]; minStay: Record<IsoDate, number> };

/**
 * The property's unavailable nights and minimum stays from /api/availability, read in the browser
 * so the property page itself stays static. A failure leaves the typed date fields, which
 * /api/quote still checks.
 */
export function useAvailability(slug: string): Availability {
  const [state, setState] = useState<Availability>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/availability?property=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`availability answered ${response.status}`);
        const body = (await response.json()) as { from: IsoDate; to: IsoDate; unavailable: IsoDate[]; minStay?: Record<IsoDate, number> };
        setState({ kind: "ready", from: body.from, to: body.to, unavailable: body.unavailable, minStay: body.minStay ?? {} });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("[availability] could not be loaded", error);
        setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, [slug]);
  return state;
}
