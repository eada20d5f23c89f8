import { getLocale, getTranslations } from "next-intl/server";
import { amenityEntryIcon, amenityEntryLabel, readAmenities, splitInTwoColumns } from "@/lib/domain/amenities";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/localized";
import { Section } from "@/components/common/section";
import { AmenityIcon } from "./amenity-icon";

/** The property's amenities in the page's language: catalogue labels, free entries, older rows. */
export async function PropertyAmenities({ amenities }: { amenities: unknown[] }) {
  const t = await getTranslations("property");
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const items = readAmenities(amenities).map((entry) => ({ label: amenityEntryLabel(entry, locale), icon: amenityEntryIcon(entry) }));
  if (items.length === 0) return null;
  const columns = splitInTwoColumns(items);

  return (
    <Section id="amenities" title={t("amenities")} hydrateOnView>
      <div className="grid gap-x-8 sm:grid-cols-2">
        {columns.map((column, columnIndex) => (
          <ul key={columnIndex} className="divide-y">
            {column.map((item, index) => (
              <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-3 py-3" data-testid="amenity">
                <AmenityIcon name={item.icon} className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 break-words">{item.label}</span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}
