"use client";

import dynamic from "next/dynamic";
// Before any form validates: no eval probe against the CSP (see the module).
import "@/lib/security/zod-jitless";

// Loaded after hydration rather than with the page: a toast only ever follows an interaction,
// so the outlet need not be in any page's first load.
const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** The one toast outlet of the site (sonner), styled with the theme colours. */
export function Toaster() {
  return (
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
  );
}
