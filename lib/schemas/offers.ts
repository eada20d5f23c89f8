import { z } from "zod";
import { isIsoDate, SITE_TIME_ZONE, todayIn, type IsoDate } from "@/lib/domain/dates";
import { stayWindowProblem } from "@/lib/domain/offers/stay-rules";

// Messages are keys of adminOffers.errors: translated by the action client on the server and by
// the editor's resolver in the browser, so no raw key reaches the screen.
const isoDate = z.string().refine(isIsoDate, "invalidDate");
const money = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, "invalidAmount");
/** An amount, or "" for none. */
const optionalMoney = z.string().trim().regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "invalidAmount");
const count = (min: number, tooFew = "invalidCount") =>
  z.coerce.number({ error: "invalidCount" }).int("invalidCount").min(min, tooFew).max(999, "invalidCount");
const text = (max: number) => z.string().trim().max(max, "tooLong");

export const offerIdSchema = z.object({ id: z.uuid() });
export type OfferId = z.infer<typeof offerIdSchema>;

/** The statuses an admin may set by hand; viewed and expired follow from what the guest does. */
export const MANUAL_OFFER_STATUSES = ["draft", "accepted", "sent", "rejected"] as const;
export const setOfferStatusSchema = z.object({ id: z.uuid(), status: z.enum(MANUAL_OFFER_STATUSES) });
export type SetOfferStatus = z.infer<typeof setOfferStatusSchema>;

export const OFFER_LANGUAGES = ["de", "en", "fr"] as const;
export const OFFER_STATUSES = ["draft", "sent", "viewed", "accepted", "expired", "rejected"] as const;

const offerFormObject = z.object({
  id: z.uuid(),
  propertyId: z.uuid().nullable(),
  checkIn: isoDate.nullable(),
  checkOut: isoDate.nullable(),
  adults: count(1, "adultsMin"),
  children6To16: count(0),
  children3To5: count(0),
  babies: count(0),
  guestName: text(200),
  guestEmail: z.union([z.literal(""), z.email("invalidEmail")], { error: "invalidEmail" }),
  guestPhone: text(50),
  language: z.enum(OFFER_LANGUAGES),
  channelId: z.uuid().nullable(),
  otaReference: text(100),
  expiresOn: isoDate.nullable(),
  discount: money,
  /** The offer's own deposit; "" for the house's (else 250 CHF). */
  downpaymentAmount: optionalMoney,
});

/**
 * The editor form, with the stay's window rule (check-in today or later, check-out after it and at
 * most 400 days ahead) for the office's `today`. Prices are not part of it: the server computes
 * them from the stay, and refuses there what needs the house's nights (minimum stay, availability).
 */
export function offerFormSchemaAt(today: () => IsoDate) {
  return offerFormObject.superRefine((o, ctx) => {
    const problem = stayWindowProblem(o.checkIn, o.checkOut, today());
    if (problem) ctx.addIssue({ code: "custom", message: problem.key, path: [problem.field] });
  });
}

/** The form as the server checks it: today is the office's day in Zurich at the time of the call. */
export const offerFormSchema = offerFormSchemaAt(() => todayIn(SITE_TIME_ZONE, new Date()));
export type OfferForm = z.infer<typeof offerFormSchema>;

export const offerEmailSchema = z.object({ id: z.uuid(), text: z.string().trim().min(1, "emailEmpty").max(50_000) });
export type OfferEmail = z.infer<typeof offerEmailSchema>;

/** The offers list's search and status filter, as they live in the URL (?q=…&status=…). */
export const offerListQuerySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(OFFER_STATUSES).nullable().catch(null),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
