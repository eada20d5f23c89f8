import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import type { OfferStatus } from "@/generated/prisma/client";
import { fromIsoDate, toIsoDate } from "@/lib/domain/dates";
import { rappenToDecimalString, toRappen } from "@/lib/domain/money";
import { ownOfferDeposit } from "@/lib/domain/offers/deposit";
import { offerExpiryDay, offerExpiryInstant } from "@/lib/domain/offers/expiry";
import type { PriceBreakdown } from "@/lib/domain/pricing";
import { enqueueMail, type OutgoingMail } from "@/lib/integrations/mail/outbox";
import { newOfferToken } from "@/lib/security/tokens";
import type { OfferForm, SetOfferStatus } from "@/lib/schemas/offers";
import { priceOfferStay, type OfferPriceOutcome } from "./offer-pricing";

/** False when there is no such offer. */
export async function setOfferStatus({ id, status }: SetOfferStatus): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.offer.updateMany({ where: { id }, data: { status } });
  return count === 1;
}

/** The columns the editor writes (no id, token or relations). */
type DraftFields = Omit<Prisma.OfferUncheckedCreateInput, "id" | "offerToken" | "booking" | "payments" | "ledger" | "holds" | "smoobuRequest">;

const decimal = (r: number) => rappenToDecimalString(r);
const decimalOrEmpty = (r: number | null) => (r === null ? "" : decimal(r));

function priceColumns(b: PriceBreakdown | null, discount: string, downpayment: string | null) {
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

export type SaveOfferOutcome = { ok: true } | Exclude<OfferPriceOutcome, { ok: true }>;

/**
 * Saves the editor form. Every price column is recomputed here from the property, its rates and
 * the stay, so what the guest is asked to pay never comes from the browser. An empty deposit field
 * leaves the deposit to the house (else 250 CHF); the column then holds the deposit that applies.
 */
export async function saveOfferForm(form: OfferForm): Promise<SaveOfferOutcome> {
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
    propertyId: form.propertyId,
    channelId: form.channelId,
    checkIn: form.checkIn ? fromIsoDate(form.checkIn) : null,
    checkOut: form.checkOut ? fromIsoDate(form.checkOut) : null,
    adults: form.adults,
    children6To16: form.children6To16,
    children3To5: form.children3To5,
    babies: form.babies,
    guestName: form.guestName || null,
    guestEmail: form.guestEmail || null,
    guestPhone: form.guestPhone || null,
    language: form.language,
    otaReference: form.otaReference || null,
    // The editor picks a calendar day: the offer is valid to its end in Zurich.
    expiresAt: form.expiresOn ? offerExpiryInstant(form.expiresOn) : null,
    ...priceColumns(breakdown, form.discount, ownDeposit),
  };
  await upsertDraft(form.id, data);
  return { ok: true };
}

/**
 * Updates the offer, or creates it as a draft under this id when it is gone: an untouched draft
 * is removed an hour after 'New Offer' (lib/data/offer-drafts), and what the admin then typed or
 * pasted in its still open editor must not be lost.
 */
async function upsertDraft(id: string, data: DraftFields): Promise<void> {
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
  const offer = await db.offer.findUnique({ where: { id }, include: { property: { select: { name: true } } } });
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
 * or accepted stay as they are). Returns the status it then has.
 */
export async function markOfferSent(id: string): Promise<OfferStatus> {
  const db = await getDb();
  await db.offer.updateMany({ where: { id, status: { in: ["draft", "rejected", "expired"] } }, data: { status: "sent" } });
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

/** Everything the editor shows for one offer; null when there is no such offer. */
export async function getOfferEditor(id: string) {
  const db = await getDb();
  const [offer, houses, channels] = await Promise.all([
    db.offer.findUnique({ where: { id }, include: { property: { select: { downpaymentAmount: true } } } }),
    db.property.findMany({
      where: { isGroupHouse: true },
      select: { id: true, name: true, smoobuPropertyId: true, downpaymentAmount: true },
      orderBy: { name: "asc" },
    }),
    db.channel.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  if (!offer) return null;
  const day = (d: Date | null) => (d === null ? null : toIsoDate(d));
  const money = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  const form: OfferForm = {
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
    downpaymentAmount: decimalOrEmpty(
      ownOfferDeposit({ deposit: money(offer.downpaymentAmount), total: money(offer.totalPrice) }, money(offer.property?.downpaymentAmount ?? null)),
    ),
  };
  return {
    form,
    status: offer.status,
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
