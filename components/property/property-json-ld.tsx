import { amenityLabel } from "@/lib/domain/amenities";
import type { PropertyDetailData } from "@/lib/data/properties";
import { JsonLd } from "@/components/seo/json-ld";

/** schema.org LodgingBusiness for a property page. URLs must be absolute. */
export function PropertyJsonLd({
  property,
  url,
  imageUrls,
  telephone,
  priceRange,
}: {
  property: PropertyDetailData;
  url: string;
  imageUrls: string[];
  telephone: string;
  priceRange: string;
}) {
  const amenities = property.amenities
    .map(amenityLabel)
    .filter((label): label is string => label !== null)
    .map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true }));

  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: property.name,
    description: property.description,
    url,
    image: imageUrls,
    telephone,
    priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: property.address,
      addressLocality: property.location,
      addressCountry: "CH",
    },
    amenityFeature: amenities,
  };
  if (property.latitude !== null && property.longitude !== null) {
    data.geo = { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude };
  }
  return <JsonLd data={data} />;
}
