import "server-only";
import { getDb, Prisma } from "@/lib/db";
import { fromFormAmenities, fromFormText, toFormAmenities, toFormText } from "@/lib/domain/property-form";
import { removedImages } from "@/lib/domain/property-images";
import type { PropertyFormInput, PropertyFormOutput } from "@/lib/schemas/property-editor";
import { PROPERTY_LOCATIONS } from "@/lib/schemas/property-editor";

/** Thrown by savePropertyRecord when a unique column is taken by another property. */
export class PropertyConflictError extends Error {
  override name = "PropertyConflictError";
  constructor(readonly field: "slug" | "smoobuPropertyId") {
    super(`${field} taken`);
  }
}
export class PropertyNotFoundError extends Error {
  override name = "PropertyNotFoundError";
}

const str = (x: number | null) => (x === null ? "" : String(x));
/** Money as the form shows it, always with two decimals ("320.50"). */
const money = (x: { toFixed(digits: number): string } | null) => (x === null ? "" : x.toFixed(2));

/** A property as the editor's form holds it, or null when there is none with that id. */
export async function getPropertyForm(id: string): Promise<PropertyFormInput | null> {
  const db = await getDb();
  const p = await db.property.findUnique({
    where: { id },
    // The access codes are left out of every read by default (lib/db/client.ts); the admin's editor shows them.
    omit: { accessDetails: false },
    include: { faqItems: { orderBy: { orderIndex: "asc" } }, pointsOfInterest: { select: { pointOfInterestId: true } } },
  });
  if (!p) return null;
  // A legacy location outside the three villages is shown as Saas-Fee until the admin picks one.
  const location = (PROPERTY_LOCATIONS as readonly string[]).includes(p.location) ? (p.location as PropertyFormInput["location"]) : "Saas-Fee";
  return {
    id: p.id, name: p.name, slug: p.slug, location, address: p.address, latitude: str(p.latitude), longitude: str(p.longitude),
    googlePlaceId: p.googlePlaceId ?? "", websiteUrl: p.websiteUrl ?? "", airbnbUrl: p.airbnbUrl ?? "", bookingUrl: p.bookingUrl ?? "",
    phone: p.phone ?? "", maxGuests: str(p.maxGuests), bedrooms: str(p.bedrooms), bathrooms: str(p.bathrooms), sizeM2: str(p.sizeM2),
    pricePerNight: money(p.pricePerNight), cleaningFee: money(p.cleaningFee), downpaymentAmount: money(p.downpaymentAmount),
    checkInTime: p.checkInTime, checkOutTime: p.checkOutTime, smoobuPropertyId: str(p.smoobuPropertyId),
    isVisible: p.isVisible, isGroupHouse: p.isGroupHouse, requestGuestLists: p.requestGuestLists, balanceDueDays: str(p.balanceDueDays),
    arrivalInfo: toFormText(p.arrivalInfo), parkingInfo: toFormText(p.parkingInfo), keyInfo: toFormText(p.keyInfo), accessDetails: toFormText(p.accessDetails),
    description: toFormText(p.description),
    amenities: toFormAmenities(p.amenities),
    faqs: p.faqItems.map((f) => ({ question: toFormText(f.question), answer: toFormText(f.answer) })),
    images: p.images,
    pointOfInterestIds: p.pointsOfInterest.map((l) => l.pointOfInterestId),
  };
}

export interface SavedProperty {
  id: string;
  slug: string;
  /** The slug before the save (equal to `slug` unless it changed; null for a new property). */
  previousSlug: string | null;
  /** Images no longer used, whose files can be removed. */
  removedImages: string[];
}

function columns(v: PropertyFormOutput) {
  return {
    slug: v.slug, name: v.name, location: v.location, address: v.address, latitude: v.latitude, longitude: v.longitude,
    googlePlaceId: v.googlePlaceId || null, websiteUrl: v.websiteUrl || null, airbnbUrl: v.airbnbUrl || null, bookingUrl: v.bookingUrl || null,
    phone: v.phone || null, maxGuests: v.maxGuests, bedrooms: v.bedrooms, bathrooms: v.bathrooms, sizeM2: v.sizeM2,
    pricePerNight: v.pricePerNight, cleaningFee: v.cleaningFee, downpaymentAmount: v.downpaymentAmount,
    checkInTime: v.checkInTime, checkOutTime: v.checkOutTime, smoobuPropertyId: v.smoobuPropertyId,
    isVisible: v.isVisible, isGroupHouse: v.isGroupHouse, requestGuestLists: v.requestGuestLists, balanceDueDays: v.balanceDueDays,
    arrivalInfo: fromFormText(v.arrivalInfo), parkingInfo: fromFormText(v.parkingInfo), keyInfo: fromFormText(v.keyInfo), accessDetails: fromFormText(v.accessDetails),
    description: fromFormText(v.description), amenities: fromFormAmenities(v.amenities), images: v.images,
  };
}

/**
 * Creates or updates a property with its FAQ (order = list order) and point-of-interest links,
 * replaced as a whole in one transaction, so a failed save changes nothing. A slug change leaves
 * the old slug as a redirect to the new one.
 */
export async function savePropertyRecord(v: PropertyFormOutput): Promise<SavedProperty> {
  const db = await getDb();
  const before = v.id ? await db.property.findUnique({ where: { id: v.id }, select: { slug: true, images: true } }) : null;
  if (v.id && !before) throw new PropertyNotFoundError(v.id);
  try {
    const id = await db.$transaction(async (tx) => {
      const saved = v.id ? await tx.property.update({ where: { id: v.id }, data: columns(v) }) : await tx.property.create({ data: columns(v) });
      // The old public URL keeps working (redirects to the new one); a slug taken (back) by a live
      // property is no longer a redirect.
      await tx.propertySlugRedirect.deleteMany({ where: { slug: v.slug } });
      if (before && before.slug !== v.slug) {
        await tx.propertySlugRedirect.upsert({ where: { slug: before.slug }, create: { slug: before.slug, propertyId: saved.id }, update: { propertyId: saved.id } });
      }
      await tx.faqItem.deleteMany({ where: { propertyId: saved.id } });
      await tx.faqItem.createMany({
        data: v.faqs.map((f, orderIndex) => ({ propertyId: saved.id, question: fromFormText(f.question), answer: fromFormText(f.answer), orderIndex })),
      });
      await tx.propertyPointOfInterest.deleteMany({ where: { propertyId: saved.id } });
      await tx.propertyPointOfInterest.createMany({ data: [...new Set(v.pointOfInterestIds)].map((pointOfInterestId) => ({ propertyId: saved.id, pointOfInterestId })) });
      return saved.id;
    });
    return { id, slug: v.slug, previousSlug: before?.slug ?? null, removedImages: before ? removedImages(before.images, v.images) : [] };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const target = JSON.stringify(error.meta ?? {});
      throw new PropertyConflictError(target.includes("smoobu") ? "smoobuPropertyId" : "slug");
    }
    throw error;
  }
}

/** Which unique field another property already uses (checked before saving, for a clear message). */
export async function findConflict(v: Pick<PropertyFormOutput, "id" | "slug" | "smoobuPropertyId">): Promise<"slug" | "smoobuPropertyId" | null> {
  const db = await getDb();
  const notSelf = v.id ? { id: { not: v.id } } : {};
  if ((await db.property.count({ where: { slug: v.slug, ...notSelf } })) > 0) return "slug";
  if (v.smoobuPropertyId !== null && (await db.property.count({ where: { smoobuPropertyId: v.smoobuPropertyId, ...notSelf } })) > 0) return "smoobuPropertyId";
  return null;
}

/** Appends an uploaded image to a property's list at once (so no upload is lost); its slug, or null. */
export async function appendPropertyImage(id: string, url: string): Promise<string | null> {
  const db = await getDb();
  const rows = await db.property.updateManyAndReturn({ where: { id }, data: { images: { push: url } }, select: { slug: true } });
  return rows[0]?.slug ?? null;
}
