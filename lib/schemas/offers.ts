import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";

// Messages are keys of adminOffers.errors (translated by the action client).
const isoDate = z.string().refine(isIsoDate, "invalidRequest");
const money = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, "invalidAmount");
/** An amount, or "" for none. */
const optionalMoney = z.string().trim().regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "invalidAmount");
const count = (min: number) => z.coerce.number().int("invalidRequest").min(min, "invalidRequest").max(999, "invalidRequest");

export const offerIdSchema = z.object({ id: z.uuid() });
export type OfferId = z.infer<typeof offerIdSchema>;

/** The statuses an admin may set by hand; viewed and expired follow from what the guest does. */
export const MANUAL_OFFER_STATUSES = ["draft", "accepted", "sent", "rejected"] as const;
export const setOfferStatusSchema = z.object({ id: z.uuid(), status: z.enum(MANUAL_OFFER_STATUSES) });
export type SetOfferStatus = z.infer<typeof setOfferStatusSchema>;

export const OFFER_LANGUAGES = ["de", "en", "fr"] as const;

/** The editor form. Prices are not part of it: the server computes them from the stay. */
export const offerFormSchema = z
  .object({
    id: z.uuid(),
    propertyId: z.uuid().nullable(),
    checkIn: isoDate.nullable(),
    checkOut: isoDate.nullable(),
    adults: count(1),
    children6To16: count(0),
    children3To5: count(0),
    babies: count(0),
    guestName: z.string().trim().max(200),
    guestEmail: z.union([z.literal(""), z.email("invalidEmail")]),
    guestPhone: z.string().trim().max(50),
    language: z.enum(OFFER_LANGUAGES),
    channelId: z.uuid().nullable(),
    otaReference: z.string().trim().max(100),
    expiresOn: isoDate.nullable(),
    discount: money,
    /** The offer's own deposit; "" for the house's (else 250 CHF). */
    downpaymentAmount: optionalMoney,
  })
  .refine((o) => !o.checkIn || !o.checkOut || o.checkOut > o.checkIn, { message: "checkOutBeforeCheckIn", path: ["checkOut"] });
export type OfferForm = z.infer<typeof offerFormSchema>;

export const offerEmailSchema = z.object({ id: z.uuid(), text: z.string().trim().min(1, "emailEmpty").max(50_000) });
export type OfferEmail = z.infer<typeof offerEmailSchema>;
