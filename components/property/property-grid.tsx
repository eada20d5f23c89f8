import type { PropertyCardData } from "@/lib/data/properties";
import { SearchCardSlot } from "@/components/search/search-card-slot";
import { PropertyCard } from "./property-card";

/** How many cards are above the fold on a wide screen: their images load with priority. */
const PRIORITY_CARDS = 3;

export function PropertyGrid({ properties }: { properties: PropertyCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <SearchCardSlot key={property.id} slug={property.slug}>
          <PropertyCard property={property} priority={index < PRIORITY_CARDS} />
        </SearchCardSlot>
      ))}
    </ul>
  );
}
