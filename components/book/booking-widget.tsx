"use client";

import { useEffect } from "react";

/**
 * The third-party booking widget. Its script is added when this component mounts and removed
 * when it unmounts, so it is only loaded on /book and does not linger after client navigation.
 */
export function BookingWidget({ scriptUrl, label }: { scriptUrl: string; label: string }) {
  useEffect(() => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    document.body.appendChild(script);
    return () => {
      script.remove();
    };
  }, [scriptUrl]);

  return <div id="booking-widget" aria-label={label} role="region" className="min-h-[500px] w-full" />;
}
