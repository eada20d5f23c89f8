"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/common/use-hydrated";

// Loaded after hydration rather than with the page: a toast only ever follows an interaction,
// so the outlet need not be in any page's first load (React.lazy: next/dynamic's own code would be).
const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toast outlet of the site (sonner), styled with the theme colours. */
export function Toaster() {
  // The outlet is client-only.
  if (!useHydrated()) return null;
  return (
    <Suspense>
      <Sonner
        position="top-center"
        toastOptions={{
          style: {
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
          },
        }}
      />
    </Suspense>
  );
}
