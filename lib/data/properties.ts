import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn, toIsoDate } from "@/lib/domain/dates";
import { FROM_PRICE_WINDOW_DAYS, nightlyFromPrice } from "@/lib/domain/from-price";
import { localizedContent } from "@/lib/domain/content-typography";
import type { Locale } from "@/lib/domain/localized";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { cacheTags } from "./cache-tags";
import { isSlug } from "@/lib/domain/slug";

export interface PropertyCardData {
  id: string;
  slug: string;
  name: string;
  location: string;
  description: string;
  image: string | null;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  sizeM2: number | null;
  pricePerNight: number | null;
  /** "From … per night" (lib/domain/from-price.ts): the lowest nightly price of the coming year; null: contact for pricing. */
  fromPrice: Rappen | null;
}

export interface PoiData {
  id: string;
  name: string;
  category: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface FaqData {
  id: string;
  question: string;
  answer: string;
}

export interface PropertyDetailData extends PropertyCardData {
  address: string;
  images: string[];
  /** Raw amenity entries: strings or {label, icon} objects (see lib/domain/amenities.ts). */
  amenities: unknown[];
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
  airbnbUrl: string | null;
  bookingUrl: string | null;
  websiteUrl: string | null;
  phone: string | null;
  isGroupHouse: boolean;
  checkInTime: string;
  checkOutTime: string;
  faqs: FaqData[];
  pointsOfInterest: PoiData[];
}

const decimalToNumber = (d: { toNumber(): number } | null): number | null => (d ? d.toNumber() : null);

/**
 * The "from" price moves with the date (a cheap night passes), so the cached reads that carry it
 * are renewed daily; a rates sync revalidates them at once (its tags include `properties` and
 * each property's own, see lib/jobs/revalidate.ts propertyTags).
 */
const FROM_PRICE_REVALIDATE_SECONDS = 86_400;

/** The "from" price of each property, from its synced rates over the coming year and its fixed price. */
export async function readFromPrices(
  properties: readonly { id: string; pricePerNight: { toString(): string } | null }[],
  now = new Date(),
): Promise<Map<string, Rappen | null>> {
  const result = new Map<string, Rappen | null>();
  if (properties.length === 0) return result;
  const db = await getDb();
  const today = todayIn(SITE_TIME_ZONE, now);
  const rows = await db.propertyRate.findMany({
    where: { propertyId: { in: properties.map((p) => p.id) }, date: { gte: fromIsoDate(today), lt: fromIsoDate(addDays(today, FROM_PRICE_WINDOW_DAYS)) } },
    select: { propertyId: true, date: true, price: true, available: true },
  });
  const byProperty = new Map<string, { date: string; price: Rappen | null; available: boolean }[]>();
  for (const r of rows) {
    const list = byProperty.get(r.propertyId) ?? [];
    list.push({ date: toIsoDate(r.date), price: r.price === null ? null : toRappen(r.price), available: r.available });
    byProperty.set(r.propertyId, list);
  }
  for (const p of properties) {
    const pricePerNight = p.pricePerNight === null ? null : toRappen(p.pricePerNight);
    result.set(p.id, nightlyFromPrice({ today, rates: byProperty.get(p.id) ?? [], pricePerNight }));
  }
  return result;
}

/** Visible properties ordered by name, in the visitor's language. Cached until a property changes. */
export const listVisibleProperties = unstable_cache(
  async (locale: Locale): Promise<PropertyCardData[]> => {
    const db = await getDb();
    const rows = await db.property.findMany({ where: { isVisible: true }, orderBy: { name: "asc" } });
    const fromPrices = await readFromPrices(rows);
    return rows.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      location: p.location,
      description: localizedContent(p.description, locale),
      image: p.images[0] ?? null,
      maxGuests: p.maxGuests,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      sizeM2: p.sizeM2,
      pricePerNight: decimalToNumber(p.pricePerNight),
      fromPrice: fromPrices.get(p.id) ?? null,
    }));
  },
  ["properties:list"],
  { tags: [cacheTags.properties], revalidate: FROM_PRICE_REVALIDATE_SECONDS },
);

/** Slugs of the visible properties, for generateStaticParams and the sitemap. */
export const listVisiblePropertySlugs = unstable_cache(
  async (): Promise<string[]> => {
    const db = await getDb();
    const rows = await db.property.findMany({ where: { isVisible: true }, select: { slug: true }, orderBy: { name: "asc" } });
    return rows.map((r) => r.slug);
  },
  ["properties:slugs"],
  { tags: [cacheTags.properties] },
);

async function readVisibleProperty(slug: string, locale: Locale): Promise<PropertyDetailData | null> {
  const db = await getDb();
  const p = await db.property.findFirst({
    where: { slug, isVisible: true },
    include: {
      faqItems: { orderBy: { orderIndex: "asc" } },
      pointsOfInterest: { include: { pointOfInterest: true } },
    },
  });
  if (!p) return null;
  const fromPrices = await readFromPrices([p]);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    location: p.location,
    address: p.address,
    description: localizedContent(p.description, locale),
    image: p.images[0] ?? null,
    images: p.images,
    amenities: Array.isArray(p.amenities) ? p.amenities : [],
    maxGuests: p.maxGuests,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sizeM2: p.sizeM2,
    pricePerNight: decimalToNumber(p.pricePerNight),
    fromPrice: fromPrices.get(p.id) ?? null,
    latitude: p.latitude,
    longitude: p.longitude,
    googlePlaceId: p.googlePlaceId,
    airbnbUrl: p.airbnbUrl,
    bookingUrl: p.bookingUrl,
    websiteUrl: p.websiteUrl,
    phone: p.phone,
    isGroupHouse: p.isGroupHouse,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    faqs: p.faqItems.map((f) => ({
      id: f.id,
      question: localizedContent(f.question, locale),
      answer: localizedContent(f.answer, locale),
    })),
    pointsOfInterest: p.pointsOfInterest
      .map(({ pointOfInterest: poi }) => ({
        id: poi.id,
        name: poi.name,
        category: poi.category,
        description: poi.description ? localizedContent(poi.description, locale) || null : null,
        address: poi.address,
        latitude: poi.latitude,
        longitude: poi.longitude,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A visible property by slug with its FAQ and points of interest; null when unknown or hidden. */
export function getVisibleProperty(slug: string, locale: Locale): Promise<PropertyDetailData | null> {
  // A path part that cannot be a slug names nothing: answered without the database (a NUL was a 500).
  if (!isSlug(slug)) return Promise.resolve(null);
  return unstable_cache(readVisibleProperty, ["properties:detail"], {
    tags: [cacheTags.properties, cacheTags.property(slug)],
    revalidate: FROM_PRICE_REVALIDATE_SECONDS,
  })(slug, locale);
}

async function readRenamedSlug(oldSlug: string): Promise<string | null> {
  const db = await getDb();
  const redirect = await db.propertySlugRedirect.findUnique({ where: { slug: oldSlug }, select: { property: { select: { slug: true, isVisible: true } } } });
  return redirect?.property.isVisible ? redirect.property.slug : null;
}

/**
 * The current slug of a visible property that had `oldSlug` before (the editor keeps old slugs as
 * redirects), or null. Cached like the page: any property change revalidates the listing tag.
 */
export function findRenamedPropertySlug(oldSlug: string): Promise<string | null> {
  if (!isSlug(oldSlug)) return Promise.resolve(null);
  return unstable_cache(readRenamedSlug, ["properties:renamed"], { tags: [cacheTags.properties, cacheTags.property(oldSlug)] })(oldSlug);
}

async function readSlugWasProperty(slug: string): Promise<boolean> {
  const db = await getDb();
  const [property, redirect] = await Promise.all([
    db.property.findUnique({ where: { slug }, select: { id: true } }),
    db.propertySlugRedirect.findUnique({ where: { slug }, select: { slug: true } }),
  ]);
  return property !== null || redirect !== null;
}

/**
 * Whether `slug` is or was a property's (hidden ones and old slugs included): a 404 for it speaks
 * of a property, any other one-segment path (a typo like /kontakt) of a page.
 */
export function slugWasProperty(slug: string): Promise<boolean> {
  if (!isSlug(slug)) return Promise.resolve(false);
  return unstable_cache(readSlugWasProperty, ["properties:slug-known"], { tags: [cacheTags.properties, cacheTags.property(slug)] })(slug);
}
