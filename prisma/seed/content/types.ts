import type { StoredAmenity } from "@/lib/domain/amenities";

export type L = { de: string; en: string; fr: string };
/** Catalogue keys, or free entries in three languages (see lib/domain/amenities.ts). */
export type Amenity = StoredAmenity;
export type PoiCategory =
  | "transportation"
  | "shopping"
  | "restaurants"
  | "ski_facilities"
  | "medical"
  | "entertainment"
  | "services"
  | "other";
export interface SeedPoi {
  key: string;
  name: string;
  category: PoiCategory;
  description: L | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
}
export interface SeedFaq {
  question: L;
  answer: L;
}
export interface SeedProperty {
  slug: string;
  name: string;
  location: "Saas-Fee" | "Saas-Grund" | "Saas-Almagell";
  address: string;
  description: L;
  amenities: Amenity[];
  imageCount: number;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
  airbnbUrl: string | null;
  bookingUrl: string | null;
  websiteUrl: string | null;
  phone: string | null;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  pricePerNight: string | null /* CHF "280.00" */;
  sizeM2: number | null;
  cleaningFee: string | null;
  downpaymentAmount: string | null;
  smoobuPropertyId: number;
  isVisible: boolean;
  isGroupHouse: boolean;
  requestGuestLists: boolean;
  /** nightly price bands for generated rates, CHF */
  winterPrice: number;
  summerPrice: number;
  highSeasonPrice: number;
  poiKeys: string[];
  faqs: SeedFaq[];
}
export interface SeedInfoPage {
  slug: string;
  navTitle: L;
  pageTitle: L;
  content: L /* HTML */;
  visible: boolean;
  inFooter: boolean;
  order: number;
}
export interface SeedTeamMember {
  name: string;
  title: L;
  description: L | null;
  photoUrl: string | null;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
  order: number;
}
export interface SeedBlogPost {
  key: string;
  title: L;
  content: L /* plain text; lines starting with "## " are sub-headings; paragraphs separated by blank lines */;
  category: L;
  imageUrl: string;
  publishedAt: string /* ISO date */;
  propertySlug: string | null;
}
