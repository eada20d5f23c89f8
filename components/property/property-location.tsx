import { MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/common/section";

/**
 * Where the property is. The interactive map comes later; until then an honest notice stands in,
 * worded by whether coordinates are known.
 */
export async function PropertyLocation({
  address,
  location,
  hasCoordinates,
}: {
  address: string;
  location: string;
  hasCoordinates: boolean;
}) {
  const t = await getTranslations("property");
  const place = address || location;

  return (
    <Section id="location" title={t("location")}>
      <p className="flex items-start gap-2 text-muted-foreground">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>{place}</span>
      </p>
      <div className="flex min-h-48 items-center justify-center rounded-xl border border-dashed bg-surface p-6 text-center text-sm text-muted-foreground">
        {hasCoordinates && place ? t("mapUnavailable", { address: place }) : t("locationUnavailable")}
      </div>
    </Section>
  );
}
