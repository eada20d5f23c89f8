"use client";

import { useEffect } from "react";
import { OfferError } from "@/components/offer/offer-error";

export default function OfferErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[offer page] failed", error.digest ?? error.message);
  }, [error]);
  return <OfferError onRetry={reset} />;
}
