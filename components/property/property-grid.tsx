import type { PropertyCardData } from "@/lib/data/properties";
import { HydrateOnView } from "@/components/common/hydrate-on-view";
import { SearchCardSlot } from "@/components/search/search-card-slot";
import { PropertyCard } from "./property-card";

/**
 * How many cards are above the fold on a wide screen: their images load at once. Only the first
 * is preloaded with high priority: on a phone it is the only one in view (the page's largest
 * paint), and three preloads would share the narrow bandwidth with it.
 */
const EAGER_CARDS = 3;

export function PropertyGrid({ properties }: { properties: PropertyCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <SearchCardSlot key={property.id} slug={property.slug}>
          {/* Each card is taken over by React when it comes into view, not all of them while the
              page loads. A search that changes a card before then renders it anew at once. */}
          <HydrateOnView className="flex w-full">
            <PropertyCard property={property} load={index === 0 ? "priority" : index < EAGER_CARDS ? "eager" : "lazy"} />
          </HydrateOnView>
        </SearchCardSlot>
      ))}
    </ul>
  );
}
