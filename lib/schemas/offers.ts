import { z } from "zod";
import { withoutControlCharacters } from "@/lib/domain/control-characters";
import { isIsoDate } from "@/lib/domain/dates";
import { OFFER_EXPIRING_WINDOWS, type OfferExpiringWindow } from "@/lib/domain/offers/list-filter";

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
 * The editor form. Its one date rule here is the order of the dates (check-out after check-in),
 * which holds for every offer. The rest depends on what the offer has become, so the server
 * applies it after reading the offer (lib/domain/offers/date-rules.ts, and the pricing for the
 * house's nights), and the editor applies the same function with the offer's state.
 */
export const offerFormSchema = offerFormObject.superRefine((o, ctx) => {
  if (o.checkIn && o.checkOut && isIsoDate(o.checkIn) && isIsoDate(o.checkOut) && o.checkOut <= o.checkIn) {
    ctx.addIssue({ code: "custom", message: "checkOutBeforeCheckIn", path: ["checkOut"] });
  }
});
export type OfferForm = z.infer<typeof offerFormSchema>;

export const offerEmailSchema = z.object({ id: z.uuid(), text: z.string().trim().min(1, "emailEmpty").max(50_000) });
export type OfferEmail = z.infer<typeof offerEmailSchema>;

/** The offers list's status filter: a stored status, or "open" (sent or viewed and still waiting for the guest). */
export const OFFER_LIST_STATUSES = ["open", ...OFFER_STATUSES] as const;
const EXPIRING = Object.keys(OFFER_EXPIRING_WINDOWS) as [OfferExpiringWindow, ...OfferExpiringWindow[]];

/**
 * The offers list's search and filters, as they live in the URL (?q=…&status=…&expiring=48h; see
 * lib/domain/offers/list-filter.ts for what each means). Anything else reads as no filter.
 */
export const offerListQuerySchema = z.object({
  // Control characters dropped (PostgreSQL refuses a NUL: /admin/make-offer?q=%00 answered 500).
  q: z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(200)).catch(""),
  status: z.enum(OFFER_LIST_STATUSES).nullable().catch(null),
  expiring: z.enum(EXPIRING).nullable().catch(null),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

/** Whether the list is narrowed at all (the page then offers to clear the filters). */
export function isOfferListFiltered(query: OfferListQuery): boolean {
  return query.q !== "" || query.status !== null || query.expiring !== null;
}

/** The list's URL parameters for a query (no empty ones), in a stable order. */
export function offerListParams(query: Partial<OfferListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.status) params.status = query.status;
  if (query.expiring) params.expiring = query.expiring;
  return params;
}
