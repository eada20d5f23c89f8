import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
import { isOfferStayFixed, offerSaveProblem, type OfferSaveProblem } from "@/lib/domain/offers/date-rules";
import { offerExpiryInstant } from "@/lib/domain/offers/expiry";
import type { PriceBreakdown } from "@/lib/domain/pricing";
import type { OfferForm } from "@/lib/schemas/offers";
import { priceOfferStay, type OfferPriceOutcome } from "./offer-pricing";
import { priceColumns, storedOfferForm, upsertDraft, type DraftFields } from "./offers";

export type SaveOfferOutcome =
  | { ok: true }
  | Exclude<OfferPriceOutcome, { ok: true }>
  /** The date rules (see lib/domain/offers/date-rules.ts), on the field they name. */
  | { ok: false; reason: "rule"; problem: OfferSaveProblem }
  /** The offer was accepted, paid or booked while the admin edited it. */
  | { ok: false; reason: "offerChanged" };

/** An offer still open to changes of its stay: the update below only touches such a row. */
const STAY_OPEN: Prisma.OfferWhereInput = { status: { not: "accepted" }, paidAt: null, booking: { is: null } };

/**
 * Saves the editor form over the stored offer, by what the offer has become (date-rules.ts):
 *  - open (can still be sent or paid): the window rule, then every price column recomputed here
 *    from the property, its rates and the stay, so what the guest is asked to pay never comes
 *    from the browser. An empty deposit field leaves the deposit to the house (else 250 CHF).
 *  - sold (accepted, paid or booked): dates and price inputs must be unchanged; only the guest's
 *    details, language, channel, reference and expiry are written, and the figures stay as paid.
 * A draft removed meanwhile (untouched drafts are pruned) is created again under its id.
 */
export async function saveOfferForm(form: OfferForm, now = new Date()): Promise<SaveOfferOutcome> {
  const db = await getDb();
  const stored = await db.offer.findUnique({
    where: { id: form.id },
    include: { property: { select: { downpaymentAmount: true } }, booking: { select: { id: true } } },
  });
  const fixed = stored !== null && isOfferStayFixed({ status: stored.status, paid: stored.paidAt !== null, booked: stored.booking !== null });
  const storedForm = stored && { fixed, form: storedOfferForm(stored, stored.property?.downpaymentAmount ?? null) };
  const problem = offerSaveProblem(form, storedForm, todayIn(SITE_TIME_ZONE, now));
  if (problem) return { ok: false, reason: "rule", problem };

  const details = {
    guestName: form.guestName || null,
    guestEmail: form.guestEmail || null,
    guestPhone: form.guestPhone || null,
    language: form.language,
    channelId: form.channelId,
    otaReference: form.otaReference || null,
    // The editor picks a calendar day: the offer is valid to its end in Zurich.
    expiresAt: form.expiresOn ? offerExpiryInstant(form.expiresOn) : null,
  } satisfies DraftFields;
  if (fixed) {
    await db.offer.update({ where: { id: form.id }, data: details });
    return { ok: true };
  }

  const ownDeposit = form.downpaymentAmount === "" ? null : form.downpaymentAmount;
  let breakdown: PriceBreakdown | null = null;
  if (form.propertyId && form.checkIn && form.checkOut) {
    const priced = await priceOfferStay(form.propertyId, {
      checkIn: form.checkIn,
      checkOut: form.checkOut,
      guests: { adults: form.adults, children6To16: form.children6To16, children3To5: form.children3To5, babies: form.babies },
      discount: toRappen(form.discount),
      downpayment: ownDeposit === null ? null : toRappen(ownDeposit),
    });
    if (!priced.ok) return priced;
    breakdown = priced.breakdown;
  }
  const data: DraftFields = {
    ...details,
    propertyId: form.propertyId,
    checkIn: form.checkIn ? fromIsoDate(form.checkIn) : null,
    checkOut: form.checkOut ? fromIsoDate(form.checkOut) : null,
    adults: form.adults,
    children6To16: form.children6To16,
    children3To5: form.children3To5,
    babies: form.babies,
    ...priceColumns(breakdown, form.discount, ownDeposit),
  };
  if (stored) {
    // Only while the stay is still open: a payment landing meanwhile fixes it, and wins.
    const { count } = await db.offer.updateMany({ where: { id: form.id, ...STAY_OPEN }, data });
    if (count === 1) return { ok: true };
    if (await db.offer.findUnique({ where: { id: form.id }, select: { id: true } })) return { ok: false, reason: "offerChanged" };
  }
  await upsertDraft(form.id, data);
  return { ok: true };
}
