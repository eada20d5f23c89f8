import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { newOfferToken } from "@/lib/security/tokens";

/**
 * A draft nobody has worked on: what 'New Offer' creates and nothing more (no guest, house, dates,
 * inquiry, reply, channel, expiry or own amounts, and nothing paid or booked). It is never listed,
 * and it is removed once the next 'New Offer' finds it older than UNTOUCHED_DRAFT_GRACE_MS.
 */
export const UNTOUCHED_DRAFT: Prisma.OfferWhereInput = {
  status: "draft",
  source: "admin",
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  propertyId: null,
  channelId: null,
  otaReference: null,
  checkIn: null,
  checkOut: null,
  expiresAt: null,
  emailInputText: null,
  generatedEmailResponse: null,
  adults: 1,
  children6To16: 0,
  children3To5: 0,
  babies: 0,
  discount: 0,
  downpaymentAmount: null,
  paidAt: null,
  booking: { is: null },
  payments: { none: {} },
  ledger: { none: {} },
};

/**
 * An hour: an editor opened a moment ago (by another admin, or in another tab) keeps its draft, so
 * its preview link and status menu work. A draft removed while its editor stayed open is not lost
 * either: saving (or extracting an inquiry) creates it again under the same id.
 */
export const UNTOUCHED_DRAFT_GRACE_MS = 60 * 60 * 1000;

/**
 * 'New Offer': removes the untouched drafts earlier clicks left behind, then creates a new draft
 * with its (unguessable) link token. Every click used to leave an 'Unnamed Guest' in the list.
 */
export async function createDraftOffer(now = new Date()): Promise<{ id: string }> {
  const db = await getDb();
  await db.offer.deleteMany({ where: { AND: [UNTOUCHED_DRAFT, { updatedAt: { lt: new Date(now.getTime() - UNTOUCHED_DRAFT_GRACE_MS) } }] } });
  return db.offer.create({ data: { offerToken: newOfferToken() }, select: { id: true } });
}

export type DeleteDraftOutcome = { ok: true } | { ok: false; reason: "offerNotFound" | "offerNotDraft" | "offerInUse" };

/**
 * Deletes a draft. Only drafts: a sent offer's link is in a guest's inbox, and an offer with a
 * payment, a ledger entry or a booking is part of the accounts (the schema restricts those too).
 */
export async function deleteDraftOffer(id: string): Promise<DeleteDraftOutcome> {
  const db = await getDb();
  const { count } = await db.offer.deleteMany({
    where: { id, status: "draft", paidAt: null, booking: { is: null }, payments: { none: {} }, ledger: { none: {} } },
  });
  if (count === 1) return { ok: true };
  const offer = await db.offer.findUnique({ where: { id }, select: { status: true } });
  if (!offer) return { ok: false, reason: "offerNotFound" };
  return { ok: false, reason: offer.status === "draft" ? "offerInUse" : "offerNotDraft" };
}

/**
 * A copy of an offer as a new draft with a new link token: the guest, house, stay, party, language,
 * channel, amounts and inquiry, with the stored figures (saving reprices them). Not copied: the
 * status, the reply (it quotes the original's link), payments, booking and the guest's address
 * from checkout; the expiry only while it lies ahead.
 */
export async function duplicateOffer(id: string, now = new Date()): Promise<{ id: string } | null> {
  const db = await getDb();
  const o = await db.offer.findUnique({ where: { id } });
  if (!o) return null;
  return db.offer.create({
    select: { id: true },
    data: {
      offerToken: newOfferToken(),
      guestName: o.guestName,
      guestEmail: o.guestEmail,
      guestPhone: o.guestPhone,
      language: o.language,
      propertyId: o.propertyId,
      channelId: o.channelId,
      otaReference: o.otaReference,
      checkIn: o.checkIn,
      checkOut: o.checkOut,
      adults: o.adults,
      children6To16: o.children6To16,
      children3To5: o.children3To5,
      babies: o.babies,
      basePrice: o.basePrice,
      discount: o.discount,
      cleaningFee: o.cleaningFee,
      touristTax: o.touristTax,
      saastalCard: o.saastalCard,
      totalPrice: o.totalPrice,
      downpaymentAmount: o.downpaymentAmount,
      expiresAt: o.expiresAt && o.expiresAt > now ? o.expiresAt : null,
      emailInputText: o.emailInputText,
    },
  });
}
