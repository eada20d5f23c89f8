import { z } from "zod";
import { AMENITY_CATALOGUE, isAmenityKey, type AmenityKey } from "@/lib/domain/amenity-catalogue";
import { AMENITY_ICON_NAMES } from "@/lib/domain/amenity-icons";
import { SLUG_PATTERN } from "@/lib/domain/slug";

/**
 * The property editor's form, shared by the form (zodResolver) and savePropertyAction. The form
 * holds numbers as the text of their inputs; the schema turns them into numbers, and money into
 * decimal text (Prisma stores it as Decimal: no float ever). Messages are keys of
 * `propertyEditor.errors`.
 */

export const PROPERTY_LOCATIONS = ["Saas-Fee", "Saas-Grund", "Saas-Almagell"] as const;

export type PropertyEditorErrorKey =
  | "nameRequired" | "tooLong" | "slugRequired" | "slugInvalid" | "slugReserved" | "slugTaken" | "locationInvalid"
  | "wholeNumberInvalid" | "guestsInvalid" | "amountInvalid" | "latitudeInvalid" | "longitudeInvalid" | "coordinatesPair"
  | "urlInvalid" | "timeInvalid" | "balanceDaysInvalid" | "descriptionRequired" | "amenityLabelRequired" | "amenityUnknown" | "controlCharacters" | "iconInvalid" | "faqQuestionRequired"
  | "faqAnswerRequired" | "smoobuIdTaken" | "propertyNotFound" | "tooMany" | "invalidRequest";
export const error = (key: PropertyEditorErrorKey) => ({ error: key });

/** Top-level paths of the site (/{slug} is a property page): a property may not take them. */
export const RESERVED_SLUGS = [
  "admin", "api", "auth", "blog", "book", "contact", "de", "dev", "en", "fr", "images", "brand", "info", "my-bookings",
  "offer", "profile", "properties", "services", "team", "uploads", "new",
] as const;

const text = (max: number) => z.string(error("invalidRequest")).trim().max(max, error("tooLong"));
const optionalUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "urlInvalid" }).max(500, error("tooLong"))], error("urlInvalid"));
const wholeNumber = (min: number, max: number, key: PropertyEditorErrorKey = "wholeNumberInvalid") =>
  z
    .string(error(key))
    .trim()
    .regex(/^\d{1,9}$/, error(key))
    .transform(Number)
    .pipe(z.number().int().min(min, error(key)).max(max, error(key)));
const optionalWholeNumber = (max: number) => z.union([z.literal("").transform(() => null), wholeNumber(1, max)]);
/** CHF with at most two decimals, kept as text: Prisma writes it into a Decimal column. */
const optionalAmount = z.union([
  z.literal("").transform(() => null),
  z.string(error("amountInvalid")).trim().regex(/^\d{1,8}(\.\d{1,2})?$/, error("amountInvalid")),
]);
const coordinate = (limit: number, key: PropertyEditorErrorKey) =>
  z.union([
    z.literal("").transform(() => null),
    z
      .string(error(key))
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,10})?$/, error(key))
      .transform(Number)
      .pipe(z.number().min(-limit, error(key)).max(limit, error(key))),
  ]);
const time = z.string(error("timeInvalid")).regex(/^([01]\d|2[0-3]):[0-5]\d$/, error("timeInvalid"));

/** A text in three languages; German required when `required` (it is every page's fallback). */
export const editorLocalizedText = (required: PropertyEditorErrorKey | null, max: number) =>
  z.object({
    de: required ? text(max).min(1, error(required)) : text(max),
    en: text(max),
    fr: text(max),
  });

/** A label typed by hand: one line, no control characters (a pasted tab or NUL is a mistake). */
const amenityText = text(80).refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), error("controlCharacters"));

/** A free amenity: German required; English and French fall back to German when left empty. */
export const customAmenityFormSchema = z.object({
  label: z.object({ de: amenityText.min(1, error("amenityLabelRequired")), en: amenityText, fr: amenityText }, error("invalidRequest")),
  icon: z.union([z.literal(""), z.enum(AMENITY_ICON_NAMES)], error("iconInvalid")),
});

/**
 * The amenities of the form: catalogue keys in the order picked (a key the catalogue does not
 * know is refused as a whole, under `amenities.keys`; a repeated key is kept once) and free
 * entries translated in the editor.
 */
export const amenitiesFormSchema = z.object(
  {
    keys: z
      .array(z.string(error("amenityUnknown")).max(60, error("amenityUnknown")), error("invalidRequest"))
      .max(AMENITY_CATALOGUE.length * 2, error("tooMany"))
      .refine((keys) => keys.every(isAmenityKey), error("amenityUnknown"))
      .transform((keys) => [...new Set(keys)] as AmenityKey[]),
    custom: z.array(customAmenityFormSchema, error("invalidRequest")).max(50, error("tooMany")),
  },
  error("invalidRequest"),
);

export const faqFormSchema = z.object({
  question: editorLocalizedText("faqQuestionRequired", 300),
  answer: editorLocalizedText("faqAnswerRequired", 3000),
});

export const propertyFormSchema = z
  .object({
    /** Empty for a new property. */
    id: z.union([z.literal(""), z.uuid(error("propertyNotFound"))]),
    name: text(120).min(1, error("nameRequired")),
    slug: z
      .string(error("slugRequired"))
      .trim()
      .min(1, { ...error("slugRequired"), abort: true })
      .max(80, error("tooLong"))
      .regex(SLUG_PATTERN, error("slugInvalid"))
      .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), error("slugReserved")),
    location: z.enum(PROPERTY_LOCATIONS, error("locationInvalid")),
    address: text(200),
    latitude: coordinate(90, "latitudeInvalid"),
    longitude: coordinate(180, "longitudeInvalid"),
    googlePlaceId: text(200),
    websiteUrl: optionalUrl,
    airbnbUrl: optionalUrl,
    bookingUrl: optionalUrl,
    phone: text(40),
    maxGuests: wholeNumber(1, 200, "guestsInvalid"),
    bedrooms: wholeNumber(0, 100),
    bathrooms: wholeNumber(0, 100),
    sizeM2: optionalWholeNumber(10_000),
    pricePerNight: optionalAmount,
    cleaningFee: optionalAmount,
    downpaymentAmount: optionalAmount,
    checkInTime: time,
    checkOutTime: time,
    smoobuPropertyId: optionalWholeNumber(2_000_000_000),
    isVisible: z.boolean(error("invalidRequest")),
    isGroupHouse: z.boolean(error("invalidRequest")),
    requestGuestLists: z.boolean(error("invalidRequest")),
    /** Days before arrival the balance is due (lib/domain/payment-schedule.ts); the database CHECKs 0-365 too. */
    balanceDueDays: wholeNumber(0, 365, "balanceDaysInvalid"),
    /** The house's texts for the arrival information mail (lib/integrations/mail/templates/timeline.ts). */
    arrivalInfo: editorLocalizedText(null, 5000),
    parkingInfo: editorLocalizedText(null, 5000),
    keyInfo: editorLocalizedText(null, 5000),
    /** Key box and door codes: mailed only once a stay is fully paid; never on a public page. */
    accessDetails: editorLocalizedText(null, 2000),
    description: editorLocalizedText("descriptionRequired", 10_000),
    amenities: amenitiesFormSchema,
    faqs: z.array(faqFormSchema, error("invalidRequest")).max(50, error("tooMany")),
    /** Public URLs in display order; the first is the cover. New ones come from the upload action. */
    images: z.array(z.string().regex(/^(\/[\w\-./]+|https:\/\/\S+)$/, error("invalidRequest")), error("invalidRequest")).max(60, error("tooMany")),
    pointOfInterestIds: z.array(z.uuid(error("invalidRequest")), error("invalidRequest")).max(100, error("tooMany")),
  })
  .superRefine((p, ctx) => {
    // A map pin needs both halves; one alone is a typo, not a position.
    if ((p.latitude === null) !== (p.longitude === null)) {
      ctx.addIssue({ code: "custom", path: [p.latitude === null ? "latitude" : "longitude"], message: "coordinatesPair" });
    }
  });
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormOutput = z.output<typeof propertyFormSchema>;

const EMPTY_TEXT = { de: "", en: "", fr: "" };

/** A new property's form: hidden until it is ready, times as in the schema's defaults. */
export const EMPTY_PROPERTY_FORM: PropertyFormInput = {
  id: "", name: "", slug: "", location: "Saas-Fee", address: "", latitude: "", longitude: "", googlePlaceId: "",
  websiteUrl: "", airbnbUrl: "", bookingUrl: "", phone: "", maxGuests: "2", bedrooms: "1", bathrooms: "1", sizeM2: "",
  pricePerNight: "", cleaningFee: "", downpaymentAmount: "", checkInTime: "16:00", checkOutTime: "10:00", smoobuPropertyId: "",
  isVisible: false, isGroupHouse: false, requestGuestLists: false, balanceDueDays: "30",
  arrivalInfo: EMPTY_TEXT, parkingInfo: EMPTY_TEXT, keyInfo: EMPTY_TEXT, accessDetails: EMPTY_TEXT, description: EMPTY_TEXT, amenities: { keys: [], custom: [] }, faqs: [], images: [],
  pointOfInterestIds: [],
};
