import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import type { Offer, OfferStatus } from "@/generated/prisma/client";
import { toIsoDate } from "@/lib/domain/dates";
import { rappenToDecimalString, toRappen } from "@/lib/domain/money";
import { isOfferStayFixed } from "@/lib/domain/offers/date-rules";
import { ownOfferDeposit } from "@/lib/domain/offers/deposit";
import { offerExpiryDay } from "@/lib/domain/offers/expiry";
import type { PriceBreakdown } from "@/lib/domain/pricing";
import { enqueueMail, type OutgoingMail } from "@/lib/integrations/mail/outbox";
import { newOfferToken } from "@/lib/security/tokens";
import type { OfferForm, SetOfferStatus } from "@/lib/schemas/offers";

/**
 * The status menu's change. Sent only while nothing is paid or booked (the send rule was checked
 * before; a payment landing since wins): "paid" then, "notFound" when there is no such offer.
 */
export async function setOfferStatus({ id, status }: SetOfferStatus): Promise<"ok" | "notFound" | "paid"> {
  const db = await getDb();
  const unsold = status === "sent" ? { paidAt: null, booking: { is: null } } : {};
  const { count } = await db.offer.updateMany({ where: { id, ...unsold }, data: { status } });
  if (count === 1) return "ok";
  return (await db.offer.findUnique({ where: { id }, select: { id: true } })) ? "paid" : "notFound";
}

/** The columns the editor writes (no id, token or relations). */
export type DraftFields = Omit<Prisma.OfferUncheckedCreateInput, "id" | "offerToken" | "booking" | "payments" | "ledger" | "holds" | "smoobuRequest">;

const decimal = (r: number) => rappenToDecimalString(r);
const decimalOrEmpty = (r: number | null) => (r === null ? "" : decimal(r));

export function priceColumns(b: PriceBreakdown | null, discount: string, downpayment: string | null) {
  if (b === null) {
    // Without a priced stay only the admin's own inputs are kept (an own deposit or null); derived
    // figures are cleared.
    return { basePrice: null, discount, cleaningFee: null, touristTax: null, saastalCard: null, totalPrice: null, downpaymentAmount: downpayment };
  }
  return {
    basePrice: decimal(b.base),
    discount: decimal(b.discount),
    cleaningFee: decimal(b.cleaningFee),
    touristTax: decimal(b.touristTax),
    saastalCard: decimal(b.saastalCard),
    totalPrice: decimal(b.total),
    downpaymentAmount: decimal(b.deposit),
  };
}

/**
 * Updates the offer, or creates it as a draft under this id when it is gone: an untouched draft
 * is removed an hour after 'New Offer' (lib/data/offer-drafts), and what the admin then typed or
 * pasted in its still open editor must not be lost.
 */
export async function upsertDraft(id: string, data: DraftFields): Promise<void> {
  const db = await getDb();
  await db.offer.upsert({ where: { id }, update: data, create: { ...data, id, offerToken: newOfferToken() } });
}

/** Stores the pasted inquiry (creating the draft again when it was removed, see upsertDraft); always true. */
export async function saveOfferEmailInput(id: string, text: string): Promise<boolean> {
  await upsertDraft(id, { emailInputText: text });
  return true;
}

/** False when there is no such offer. */
export async function saveOfferReply(id: string, text: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.offer.updateMany({ where: { id }, data: { generatedEmailResponse: text } });
  return count === 1;
}

/** Names of the group houses, for matching the house an inquiry asks for. */
export async function listGroupHouseNames(): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db.property.findMany({ where: { isGroupHouse: true }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

export async function findOfferForReply(id: string) {
  const db = await getDb();
  const offer = await db.offer.findUnique({ where: { id }, include: { property: { select: { name: true } }, booking: { select: { id: true } } } });
  if (!offer) return null;
  const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  return {
    ...offer,
    figures: {
      base: rappen(offer.basePrice),
      discount: toRappen(offer.discount),
      cleaningFee: rappen(offer.cleaningFee),
      touristTax: rappen(offer.touristTax),
      saastalCard: rappen(offer.saastalCard),
      total: rappen(offer.totalPrice),
      deposit: rappen(offer.downpaymentAmount),
    },
  };
}

/**
 * Marks the offer sent after its reply was copied, unless the guest already has it (sent, viewed
 * or accepted stay as they are) or it was paid meanwhile. Returns the status it then has.
 */
export async function markOfferSent(id: string): Promise<OfferStatus> {
  const db = await getDb();
  await db.offer.updateMany({ where: { id, status: { in: ["draft", "rejected", "expired"] }, paidAt: null, booking: { is: null } }, data: { status: "sent" } });
  const { status } = await db.offer.findUniqueOrThrow({ where: { id }, select: { status: true } });
  return status;
}

/** Queues the offer mail and marks the offer sent; both or neither. */
export async function sendOfferMail(id: string, mail: OutgoingMail): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await enqueueMail(mail, tx);
    await tx.offer.update({ where: { id }, data: { status: "sent" } });
  });
}

/** A stored offer as the editor form shows it; `houseDeposit` is its house's own deposit. */
export function storedOfferForm(offer: Offer, houseDeposit: { toString(): string } | null): OfferForm {
  const day = (d: Date | null) => (d === null ? null : toIsoDate(d));
  const money = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  return {
    id: offer.id,
    propertyId: offer.propertyId,
    checkIn: day(offer.checkIn),
    checkOut: day(offer.checkOut),
    adults: offer.adults,
    children6To16: offer.children6To16,
    children3To5: offer.children3To5,
    babies: offer.babies,
    guestName: offer.guestName ?? "",
    guestEmail: offer.guestEmail ?? "",
    guestPhone: offer.guestPhone ?? "",
    language: offer.language,
    channelId: offer.channelId,
    otaReference: offer.otaReference ?? "",
    expiresOn: offer.expiresAt === null ? null : offerExpiryDay(offer.expiresAt),
    discount: rappenToDecimalString(toRappen(offer.discount)),
    // Empty unless the admin chose a deposit: the house's is shown as the field's hint instead.
    downpaymentAmount: decimalOrEmpty(ownOfferDeposit({ deposit: money(offer.downpaymentAmount), total: money(offer.totalPrice) }, money(houseDeposit))),
  };
}

/** Everything the editor shows for one offer; null when there is no such offer. */
export async function getOfferEditor(id: string) {
  const db = await getDb();
  const [offer, houses, channels] = await Promise.all([
    db.offer.findUnique({ where: { id }, include: { property: { select: { downpaymentAmount: true } }, booking: { select: { id: true } } } }),
    db.property.findMany({
      where: { isGroupHouse: true },
      select: { id: true, name: true, smoobuPropertyId: true, downpaymentAmount: true },
      orderBy: { name: "asc" },
    }),
    db.channel.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  if (!offer) return null;
  const money = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  const form = storedOfferForm(offer, offer.property?.downpaymentAmount ?? null);
  return {
    form,
    status: offer.status,
    /** Accepted, paid or booked: house, dates and price inputs are fixed (see date-rules). */
    stayFixed: isOfferStayFixed({ status: offer.status, paid: offer.paidAt !== null, booked: offer.booking !== null }),
    offerToken: offer.offerToken,
    emailInputText: offer.emailInputText ?? "",
    generatedEmailResponse: offer.generatedEmailResponse ?? "",
    figures: {
      base: money(offer.basePrice), discount: toRappen(offer.discount), cleaningFee: money(offer.cleaningFee),
      touristTax: money(offer.touristTax), saastalCard: money(offer.saastalCard), total: money(offer.totalPrice),
      deposit: money(offer.downpaymentAmount),
    },
    houses: houses.map(({ downpaymentAmount, ...house }) => ({ ...house, deposit: money(downpaymentAmount) })),
    channels,
  };
}
export type OfferEditorData = NonNullable<Awaited<ReturnType<typeof getOfferEditor>>>;
