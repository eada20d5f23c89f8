import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { fromIsoDate, toIsoDate } from "@/lib/domain/dates";
import { rappenToDecimalString, toRappen } from "@/lib/domain/money";
import { ownOfferDeposit } from "@/lib/domain/offers/deposit";
import type { PriceBreakdown } from "@/lib/domain/pricing";
import { enqueueMail, type OutgoingMail } from "@/lib/integrations/mail/outbox";
import { newOfferToken } from "@/lib/security/tokens";
import type { OfferForm, SetOfferStatus } from "@/lib/schemas/offers";
import { priceOfferStay, type OfferPriceOutcome } from "./offer-pricing";

/** A new, empty draft: nothing but its status and its (unguessable) link token. */
export async function createDraftOffer(): Promise<{ id: string }> {
  const db = await getDb();
  return db.offer.create({ data: { offerToken: newOfferToken() }, select: { id: true } });
}

/** False when there is no such offer. */
export async function setOfferStatus({ id, status }: SetOfferStatus): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.offer.updateMany({ where: { id }, data: { status } });
  return count === 1;
}

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

export type SaveOfferOutcome = { ok: true } | { ok: false; reason: "offerNotFound" } | Exclude<OfferPriceOutcome, { ok: true }>;

/**
 * Saves the editor form. Every price column is recomputed here from the property, its rates and
 * the stay, so what the guest is asked to pay never comes from the browser. An empty deposit field
 * leaves the deposit to the house (else 250 CHF); the column then holds the deposit that applies.
 */
export async function saveOfferForm(form: OfferForm): Promise<SaveOfferOutcome> {
  const db = await getDb();
  const exists = await db.offer.findUnique({ where: { id: form.id }, select: { id: true } });
  if (!exists) return { ok: false, reason: "offerNotFound" };

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

  const data: Prisma.OfferUncheckedUpdateInput = {
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
    // The expiry day's UTC midnight: the editor picks a calendar day, not an instant.
    expiresAt: form.expiresOn ? fromIsoDate(form.expiresOn) : null,
    ...priceColumns(breakdown, form.discount, ownDeposit),
  };
  await db.offer.update({ where: { id: form.id }, data });
  return { ok: true };
}

/** False when there is no such offer. */
export async function saveOfferEmailInput(id: string, text: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.offer.updateMany({ where: { id }, data: { emailInputText: text } });
  return count === 1;
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

/** Queues the offer mail and marks the offer sent; both or neither. */
export async function sendOfferMail(id: string, mail: OutgoingMail): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await enqueueMail(mail, tx);
    await tx.offer.update({ where: { id }, data: { status: "sent" } });
  });
}

/** The offers list, newest first. */
export async function listOffers() {
  const db = await getDb();
  const rows = await db.offer.findMany({
    orderBy: { createdAt: "desc" },
    select: {
      id: true, status: true, guestName: true, guestEmail: true, checkIn: true, checkOut: true,
      totalPrice: true, createdAt: true, property: { select: { name: true } },
    },
  });
  return rows.map((r) => ({ ...r, totalPrice: r.totalPrice === null ? null : toRappen(r.totalPrice) }));
}
export type OfferListRow = Awaited<ReturnType<typeof listOffers>>[number];

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
    expiresOn: day(offer.expiresAt),
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
