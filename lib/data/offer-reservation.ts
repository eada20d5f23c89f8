import "server-only";
import { getDb } from "@/lib/db";
import { isBookingOverlapError } from "@/lib/db/errors";
import { attentionText, type AttentionCode } from "@/lib/domain/attention";
import { toIsoDate } from "@/lib/domain/dates";
import { ATTENTION_HOLD_DAYS } from "@/lib/domain/holds";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { fromRappen, toRappen } from "@/lib/domain/money";
import { ATTENTION, bookingReference, splitGuestName } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/integrations/mail/outbox";
import {
  OFFER_PAID_GUEST_TEMPLATE,
  OFFER_PAID_OFFICE_TEMPLATE,
  renderOfferPaidGuest,
  renderOfferPaidOffice,
  type OfferPaidMailInput,
} from "@/lib/integrations/mail/templates/offer-paid";
import { OFFICE_LOCALE } from "@/lib/integrations/mail/templates/quote-request";
import { SmoobuError, smoobuFromEnv } from "@/lib/integrations/smoobu";
import { serverTranslator } from "@/lib/i18n/translator";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { convertHold, extendHold, releaseHold } from "./holds";
import { executeRefund, requestRefund } from "./refunds";

/** Smoobu's "Direct" channel: instant requests and offers without a channel are direct bookings. */
const DIRECT_CHANNEL_NAME = "Direct";

/** `attemptId` is the checkout attempt (booking_payments), whose amount is what the guest paid. */
async function readPaidOffer(offerId: string, attemptId: string) {
  const db = await getDb();
  const offer = await db.offer.findUniqueOrThrow({
    where: { id: offerId },
    include: { property: { select: { id: true, name: true, smoobuPropertyId: true, checkInTime: true, checkOutTime: true } }, channel: true },
  });
  const payment = await db.bookingPayment.findUniqueOrThrow({ where: { id: attemptId }, select: { amount: true, providerSessionId: true } });
  return { offer, payment };
}

type PaidOffer = Awaited<ReturnType<typeof readPaidOffer>>;

function mailInput({ offer, payment }: PaidOffer, reference: string, attention?: string): OfferPaidMailInput {
  const config = env();
  return {
    guestName: offer.guestName ?? "",
    guestEmail: offer.guestEmail ?? "",
    propertyName: offer.property?.name ?? "",
    checkIn: offer.checkIn ? toIsoDate(offer.checkIn) : "",
    checkOut: offer.checkOut ? toIsoDate(offer.checkOut) : "",
    guests: offer.adults + offer.children6To16 + offer.children3To5 + offer.babies,
    total: offer.totalPrice === null ? 0 : toRappen(offer.totalPrice),
    paid: toRappen(payment.amount),
    reference,
    offerId: offer.id,
    officeEmail: config.OFFICE_EMAIL,
    siteName: config.SITE_NAME,
    ...(attention ? { attention } : {}),
  };
}

/** The office is told by mail whenever a paid offer needs a person (refund, manual reservation). */
export async function notifyOfficeOfAttention(offerId: string, attemptId: string, reason: AttentionCode): Promise<void> {
  const paid = await readPaidOffer(offerId, attemptId);
  const notes = serverTranslator(OFFICE_LOCALE, "adminPayments");
  const mail = renderOfferPaidOffice(mailInput(paid, bookingReference(paid.payment.providerSessionId ?? ""), attentionText(reason, (code) => notes(`notes.${code}`))));
  await enqueueMail({ to: env().OFFICE_EMAIL, ...(paid.offer.guestEmail ? { replyTo: paid.offer.guestEmail } : {}), ...mail, template: OFFER_PAID_OFFICE_TEMPLATE, locale: OFFICE_LOCALE });
}

/**
 * A paid stay a person must finish (Smoobu unreachable, the booking not saved): the money is kept,
 * the offer and its ledger row say why, the nights stay held meanwhile, and the office is mailed.
 */
async function flag(offerId: string, attemptId: string, paymentId: string, reason: AttentionCode): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.offer.update({ where: { id: offerId }, data: { attentionReason: reason } });
    await tx.ledgerEntry.update({ where: { id: paymentId }, data: { attention: reason } });
    await extendHold(tx, attemptId, new Date(Date.now() + ATTENTION_HOLD_DAYS * 86_400_000));
  });
  await notifyOfficeOfAttention(offerId, attemptId, reason);
}

/**
 * A paid stay that cannot be booked: the money goes back automatically (the guest is told why in
 * their language), the nights are released, and a reservation Smoobu already created is
 * cancelled there by a job that survives a restart.
 */
async function refundStay(offerId: string, attemptId: string, paymentId: string, amount: number, reason: "dates_taken" | "booking_refused", smoobuBookingId: number | null): Promise<void> {
  const db = await getDb();
  const refundId = await db.$transaction(async (tx) => {
    await releaseHold(tx, attemptId, "refunded");
    // The offer can no longer be paid (its nights are gone), nor is it paid: the stalled-fulfilment
    // check must not take it for a booking that went missing.
    await tx.offer.update({ where: { id: offerId }, data: { status: "expired", paidAt: null } });
    return requestRefund(tx, { paymentId, amount, reason, notifyGuest: true });
  });
  if (smoobuBookingId !== null) await enqueue(QUEUES.smoobuCancel, { smoobuBookingId, reason: "refunded" });
  await executeRefund(refundId);
}

/**
 * Turns a paid offer into a reservation: POST /reservations in Smoobu (skipped without Smoobu,
 * the demo), then, in one transaction, the local booking linked to the offer, the attempt and
 * ledger row linked to the booking (the deposit is the booking's prepayment), the hold converted
 * and the two mails. Smoobu refusing the stay, or the local exclusion constraint finding the
 * nights taken, refunds the payment automatically; Smoobu unreachable leaves it to the office.
 */
export async function bookOfferReservation(offerId: string, attemptId: string, paymentId: string, sessionId: string): Promise<void> {
  const paid = await readPaidOffer(offerId, attemptId);
  const { offer, payment } = paid;
  const { property, checkIn, checkOut } = offer;
  if (!property || !checkIn || !checkOut) return flag(offerId, attemptId, paymentId, ATTENTION.bookingNotSaved);
  const db = await getDb();
  const channel = offer.channel ?? (await db.channel.findFirst({ where: { name: { equals: DIRECT_CHANNEL_NAME, mode: "insensitive" } } }));
  const { firstName, lastName } = splitGuestName(offer.guestName ?? "");
  const children = offer.children6To16 + offer.children3To5 + offer.babies;
  const price = offer.totalPrice === null ? null : toRappen(offer.totalPrice);
  const prepayment = toRappen(payment.amount);

  let smoobuBookingId: number | null = null;
  const smoobu = smoobuFromEnv();
  if (smoobu && property.smoobuPropertyId !== null) {
    try {
      smoobuBookingId = await smoobu.createReservation({
        arrivalDate: toIsoDate(checkIn),
        departureDate: toIsoDate(checkOut),
        apartmentId: property.smoobuPropertyId,
        ...(channel?.smoobuChannelId ? { channelId: channel.smoobuChannelId } : {}),
        arrivalTime: property.checkInTime,
        departureTime: property.checkOutTime,
        firstName,
        lastName,
        email: offer.guestEmail ?? "",
        phone: offer.guestPhone ?? "",
        notice: offer.specialRequests ?? "",
        adults: offer.adults,
        children,
        ...(price !== null ? { price: fromRappen(price), priceStatus: price <= prepayment ? 1 : 0 } : {}),
        prepayment: fromRappen(prepayment),
        prepaymentStatus: 1,
        language: offer.language,
        address: { street: offer.guestStreet ?? "", postalCode: offer.guestPostalCode ?? "", location: offer.guestCity ?? "" },
        country: offer.guestCountry ?? "",
      });
    } catch (error) {
      console.error("[offer fulfilment] Smoobu did not create the reservation", { offerId }, error);
      // A refusal of the stay itself: the guest gets the money back. Auth, rate limits and
      // outages are ours to fix: the office completes the reservation (issue 19 refines this).
      if (isStayRefusal(error)) return refundStay(offerId, attemptId, paymentId, prepayment, "booking_refused", null);
      return flag(offerId, attemptId, paymentId, ATTENTION.smoobuUnreachable);
    }
  }

  const reference = bookingReference(sessionId);
  const locale: Locale = isLocale(offer.language) ? offer.language : OFFICE_LOCALE;
  const guestMail = renderOfferPaidGuest(mailInput(paid, reference), locale);
  const officeMail = renderOfferPaidOffice(mailInput(paid, reference));
  try {
    await db.$transaction(async (tx) => {
      const booking = await tx.booking.create({
        data: {
          smoobuBookingId,
          referenceId: reference,
          propertyId: property.id,
          channelId: channel?.id ?? null,
          arrival: checkIn,
          departure: checkOut,
          guestName: offer.guestName ?? "",
          email: offer.guestEmail,
          phone: offer.guestPhone,
          adults: offer.adults,
          children,
          notice: offer.specialRequests ?? "",
          price: offer.totalPrice,
          prepayment: payment.amount,
          prepaymentPaid: true,
          pricePaid: price !== null && price <= prepayment,
          language: offer.language,
          offerId,
        },
        select: { id: true },
      });
      await tx.bookingPayment.update({ where: { id: attemptId }, data: { bookingId: booking.id } });
      // Every row of the offer's money now belongs to the booking too (refunds of earlier attempts included).
      await tx.ledgerEntry.updateMany({ where: { offerId, bookingId: null }, data: { bookingId: booking.id } });
      await tx.ledgerEntry.update({ where: { id: paymentId }, data: { mirroredAsPrepayment: true } });
      await convertHold(tx, attemptId);
      if (offer.guestEmail) await enqueueMail({ to: offer.guestEmail, ...guestMail, template: OFFER_PAID_GUEST_TEMPLATE, locale }, tx);
      await enqueueMail({ to: env().OFFICE_EMAIL, ...(offer.guestEmail ? { replyTo: offer.guestEmail } : {}), ...officeMail, template: OFFER_PAID_OFFICE_TEMPLATE, locale: OFFICE_LOCALE }, tx);
    });
  } catch (error) {
    // The exclusion constraint is the last word on nights taken meanwhile (a sync brought a booking in).
    if (isBookingOverlapError(error)) return refundStay(offerId, attemptId, paymentId, prepayment, "dates_taken", smoobuBookingId);
    // Anything else: the payment is recorded and the event processed, so a person takes over.
    console.error("[offer fulfilment] local booking not saved", { offerId }, error);
    return flag(offerId, attemptId, paymentId, ATTENTION.bookingNotSaved);
  }
}

/** Smoobu refused the stay itself (dates, validation), as opposed to our credentials or its availability. */
function isStayRefusal(error: unknown): boolean {
  return error instanceof SmoobuError && error.status >= 400 && error.status < 500 && ![401, 403, 408, 429].includes(error.status);
}

/**
 * The safety net behind bookOfferReservation: an offer paid more than `graceMinutes` ago with no
 * booking and no attention flag means the process stopped between recording the payment and
 * booking the stay. It is not booked again automatically (Smoobu may already hold the
 * reservation, and a second POST would be refused as a clash); it is flagged and the office is
 * mailed, so the guest's money is never forgotten. Returns the ids flagged.
 */
export async function flagStalledOfferFulfilments(now: Date, graceMinutes = 10): Promise<string[]> {
  const db = await getDb();
  const stalled = await db.offer.findMany({
    where: { paidAt: { lt: new Date(now.getTime() - graceMinutes * 60_000) }, booking: null, attentionReason: null },
    select: {
      id: true,
      ledger: { where: { kind: "payment", purpose: "offer_deposit" }, orderBy: { occurredAt: "asc" }, take: 1, select: { id: true, attemptId: true } },
    },
  });
  const flagged: string[] = [];
  for (const offer of stalled) {
    const payment = offer.ledger[0];
    if (!payment?.attemptId) continue;
    await flag(offer.id, payment.attemptId, payment.id, ATTENTION.fulfilmentStalled);
    flagged.push(offer.id);
  }
  return flagged;
}
