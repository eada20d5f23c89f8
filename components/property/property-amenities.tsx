import { getTranslations } from "next-intl/server";
import { amenityIcon, amenityLabel, splitInTwoColumns } from "@/lib/domain/amenities";
import { Section } from "@/components/common/section";
import { AmenityIcon } from "./amenity-icon";

export async function PropertyAmenities({ amenities }: { amenities: unknown[] }) {
  const t = await getTranslations("property");
  if (amenities.length === 0) return null;
  const items = amenities.map((a) => ({ label: amenityLabel(a) ?? t("amenityFallback"), icon: amenityIcon(a) }));
  const columns = splitInTwoColumns(items);

  return (
    <Section id="amenities" title={t("amenities")}>
      <div className="grid gap-x-8 sm:grid-cols-2">
        {columns.map((column, columnIndex) => (
          <ul key={columnIndex} className="divide-y">
            {column.map((item, index) => (
              <li key={`${item.label}-${index}`} className="flex items-center gap-3 py-3">
                <AmenityIcon name={item.icon} className="size-5 shrink-0 text-primary" />
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}
