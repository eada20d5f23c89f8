import { ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { LatLng } from "@/lib/domain/map";
import { googleMapsUrl, openStreetMapUrl } from "@/lib/domain/map-fallback";

/** Links that open the spot in Google Maps and OpenStreetMap, in a new tab (neither needs a key). */
export async function MapLinks({ position }: { position: LatLng }) {
  const t = await getTranslations("map");
  const links = [
    { href: googleMapsUrl(position), text: t("openGoogleMaps"), testId: "map-link-google" },
    { href: openStreetMapUrl(position), text: t("openOsm"), testId: "map-link-osm" },
  ];
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.testId}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={link.testId}
            className="inline-flex min-h-6 items-center gap-1.5 py-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            {link.text}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
