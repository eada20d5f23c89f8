"use client";

import { Toaster as Sonner } from "sonner";

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
