import "server-only";
import { getDb } from "@/lib/db";
import { isBookingOverlapError } from "@/lib/db/errors";
import { attentionText, type AttentionCode } from "@/lib/domain/attention";
import { toIsoDate } from "@/lib/domain/dates";
import { ATTENTION_HOLD_DAYS } from "@/lib/domain/holds";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { fromRappen, toRappen } from "@/lib/domain/money";
import { ATTENTION, bookingReference, splitGuestName } from "@/lib/domain/offer-checkout";
import { GIVE_UP_AFTER_MS, noticeWithMarker, retryDelayMs } from "@/lib/domain/smoobu-create";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/integrations/mail/outbox";
import { recordConfirmationQueued } from "./mail-timeline-record";
import {
  OFFER_PAID_GUEST_TEMPLATE,
  OFFER_PAID_OFFICE_TEMPLATE,
  renderOfferPaidGuest,
  renderOfferPaidOffice,
  type OfferPaidMailInput,
} from "@/lib/integrations/mail/templates/offer-paid";
import { OFFICE_LOCALE } from "@/lib/integrations/mail/templates/quote-request";
import { smoobuFromEnv, smoobuSetupFromEnv } from "@/lib/integrations/smoobu";
import { serverTranslator } from "@/lib/i18n/translator";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { convertHold, extendHold, releaseHold } from "./holds";
import { executeRefund, requestRefund } from "./refunds";
import { ensureReservation, openReservationRequest, refuseWithoutSigning, type CreateOutcome } from "./smoobu-reservation";


/** Smoobu's "Direct" channel: instant requests and offers without a channel are direct bookings. */
const DIRECT_CHANNEL_NAME = "Direct";

/** `attemptId` is the checkout attempt (booking_payments), whose amount is what the guest paid. */
async function readPaidOffer(offerId: string, attemptId: string) {
  const db = await getDb();
  const offer = await db.offer.findUniqueOrThrow({
    where: { id: offerId },
    include: { property: { select: { id: true, name: true, smoobuPropertyId: true, checkInTime: true, checkOutTime: true } }, channel: true, booking: { select: { id: true } } },
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
export async function flag(offerId: string, attemptId: string, paymentId: string, reason: AttentionCode): Promise<void> {
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

/** The Smoobu channel of a stay made on this site: the offer's own channel when it has a Smoobu id and is not the generic "Direct", else the configured direct channel. */
function channelFor(paid: PaidOffer): number | null {
  const own = paid.offer.channel;
  if (own?.smoobuChannelId && own.name.trim().toLowerCase() !== DIRECT_CHANNEL_NAME.toLowerCase()) return own.smoobuChannelId;
  return env().SMOOBU_DIRECT_CHANNEL_ID ?? null;
}

/** The create body (the channel is added by ensureReservation); the notice carries our reference. */
function reservationBody(paid: PaidOffer, reference: string) {
  const { offer, payment } = paid;
  const property = offer.property;
  const { firstName, lastName } = splitGuestName(offer.guestName ?? "");
  const price = offer.totalPrice === null ? null : toRappen(offer.totalPrice);
  const prepayment = toRappen(payment.amount);
  return {
    arrivalDate: offer.checkIn ? toIsoDate(offer.checkIn) : "",
    departureDate: offer.checkOut ? toIsoDate(offer.checkOut) : "",
    apartmentId: property?.smoobuPropertyId ?? 0,
    arrivalTime: property?.checkInTime,
    departureTime: property?.checkOutTime,
    firstName,
    lastName,
    email: offer.guestEmail ?? "",
    phone: offer.guestPhone ?? "",
    notice: noticeWithMarker(offer.specialRequests ?? "", reference),
    adults: offer.adults,
    children: offer.children6To16 + offer.children3To5 + offer.babies,
    ...(price !== null ? { price: fromRappen(price), priceStatus: price <= prepayment ? (1 as const) : (0 as const) } : {}),
    prepayment: fromRappen(prepayment),
    prepaymentStatus: 1 as const,
    language: offer.language,
    address: { street: offer.guestStreet ?? "", postalCode: offer.guestPostalCode ?? "", location: offer.guestCity ?? "" },
    country: offer.guestCountry ?? "",
  };
}

/**
 * Turns a paid offer into a reservation: in Smoobu first, exactly once (lib/data/smoobu-reservation.ts;
 * skipped without Smoobu, the demo), then the local booking. Runs inline after the payment, and
 * from the smoobuCreate job while Smoobu's answer is unknown or it is unavailable.
 */
export async function bookOfferReservation(offerId: string, attemptId: string, paymentId: string, sessionId: string): Promise<void> {
  const paid = await readPaidOffer(offerId, attemptId);
  const { property, checkIn, checkOut } = paid.offer;
  if (!property || !checkIn || !checkOut) return flag(offerId, attemptId, paymentId, ATTENTION.bookingNotSaved);
  // Only a site without Smoobu (the demo) books locally; a key without its secret goes to the office.
  if (smoobuSetupFromEnv().state === "off" || property.smoobuPropertyId === null) return saveLocalBooking(paid, { offerId, attemptId, paymentId, sessionId }, null);
  const request = await openReservationRequest({ offerId, attemptId, paymentId, sessionId, reference: bookingReference(sessionId), apartmentId: property.smoobuPropertyId, arrival: checkIn, departure: checkOut });
  await advanceOfferReservation(request.id);
}

export type AdvanceResult = "booked" | "refunded" | "flagged" | "later";

/**
 * One step of a paid offer's reservation (the inline call, then each run of the job): Smoobu
 * created it (or already had it) → the local booking; a confirmed overlap → refund; an invalid
 * request, refused credentials or no channel → the office, the money kept; otherwise the next
 * try is queued, and after GIVE_UP_AFTER_MS the office is told.
 */
export async function advanceOfferReservation(requestId: string, now = new Date()): Promise<AdvanceResult> {
  const db = await getDb();
  const request = await db.smoobuReservationRequest.findUniqueOrThrow({ where: { id: requestId } });
  const ids = { offerId: request.offerId, attemptId: request.attemptId, paymentId: request.paymentId, sessionId: request.sessionId };
  const paid = await readPaidOffer(ids.offerId, ids.attemptId);
  // Decided already by an earlier step (two steps can meet after a crash): nothing twice.
  if (paid.offer.booking) return "booked";
  if (paid.offer.paidAt === null) return "refunded";
  if (paid.offer.attentionReason !== null) return "flagged";
  const createTimeoutMs = env().SMOOBU_CREATE_TIMEOUT_MS;
  const smoobu = smoobuFromEnv({ createTimeoutMs });
  const setup = smoobuSetupFromEnv();
  const outcome: CreateOutcome = smoobu
    ? await ensureReservation(requestId, { client: smoobu, channelId: channelFor(paid), body: () => reservationBody(paid, request.reference), guestEmail: paid.offer.guestEmail ?? "", createTimeoutMs, now })
    : setup.state === "unsigned"
      ? await refuseWithoutSigning(requestId, setup.reason)
      : { kind: "later", detail: "Smoobu is not configured", askedMs: null };
  const flagFor = (code: AttentionCode) => flag(ids.offerId, ids.attemptId, ids.paymentId, code).then(() => "flagged" as const);
  switch (outcome.kind) {
    case "created":
      await saveLocalBooking(paid, ids, outcome.smoobuBookingId);
      return "booked";
    case "overlap":
      console.warn("[offer fulfilment] Smoobu refused the stay: the nights are taken there", { offerId: ids.offerId });
      await refundStay(ids.offerId, ids.attemptId, ids.paymentId, toRappen(paid.payment.amount), "booking_refused", null);
      return "refunded";
    case "invalid":
      console.error("[offer fulfilment] Smoobu refused the reservation request", { offerId: ids.offerId, detail: outcome.detail });
      return flagFor(ATTENTION.smoobuInvalid);
    case "auth":
      console.error("[offer fulfilment] Smoobu refused our credentials", { offerId: ids.offerId, detail: outcome.detail });
      return flagFor(ATTENTION.smoobuAuth);
    case "noChannel":
      console.error("[offer fulfilment] no Smoobu channel for direct bookings (SMOOBU_DIRECT_CHANNEL_ID)", { offerId: ids.offerId });
      return flagFor(ATTENTION.smoobuNoChannel);
    case "later": {
      if (now.getTime() - request.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        console.error("[offer fulfilment] Smoobu still not answering; the office takes over", { offerId: ids.offerId, detail: outcome.detail });
        return flagFor(ATTENTION.smoobuUnreachable);
      }
      await scheduleNextTry(requestId, request.tries + 1, retryDelayMs(request.tries + 1, outcome.askedMs), now);
      return "later";
    }
  }
}

/** Queues try `tries` after `delayMs`; the key makes a second queueing of the same try a no-op. */
export async function scheduleNextTry(requestId: string, tries: number, delayMs: number, now = new Date()): Promise<void> {
  const db = await getDb();
  // Raw, so that updated_at keeps the moment the status last changed (stillInFlight reads it).
  await db.$executeRaw`UPDATE smoobu_reservation_requests SET tries = ${tries}, next_try_at = ${new Date(now.getTime() + delayMs)} WHERE id = ${requestId}::uuid`;
  await enqueue(QUEUES.smoobuCreate, { requestId }, { startAfter: Math.ceil(delayMs / 1000), singletonKey: `${requestId}:${tries}` });
}

/**
 * The local booking of a paid offer, in one transaction: linked to the offer, the attempt and
 * ledger row linked to it (the deposit is its prepayment), the hold converted, the two mails.
 * A booking Smoobu's webhook wrote first for the same reservation is taken over (same Smoobu id),
 * and a second run for the same offer changes nothing. Nights taken meanwhile refund the payment.
 */
async function saveLocalBooking(paid: PaidOffer, ids: { offerId: string; attemptId: string; paymentId: string; sessionId: string }, smoobuBookingId: number | null): Promise<void> {
  const { offer, payment } = paid;
  const { property, checkIn, checkOut } = offer;
  if (!property || !checkIn || !checkOut) return;
  const db = await getDb();
  const channel = offer.channel ?? (await db.channel.findFirst({ where: { name: { equals: DIRECT_CHANNEL_NAME, mode: "insensitive" } } }));
  const price = offer.totalPrice === null ? null : toRappen(offer.totalPrice);
  const prepayment = toRappen(payment.amount);
  const reference = bookingReference(ids.sessionId);
  const locale: Locale = isLocale(offer.language) ? offer.language : OFFICE_LOCALE;
  const guestMail = renderOfferPaidGuest(mailInput(paid, reference), locale);
  const officeMail = renderOfferPaidOffice(mailInput(paid, reference));
  const data = {
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
    children: offer.children6To16 + offer.children3To5 + offer.babies,
    notice: offer.specialRequests ?? "",
    price: offer.totalPrice,
    prepayment: payment.amount,
    prepaymentPaid: true,
    pricePaid: price !== null && price <= prepayment,
    language: offer.language,
    offerId: ids.offerId,
  };
  try {
    await db.$transaction(async (tx) => {
      // One run per offer at a time; a second finds the booking and stops.
      await tx.$queryRaw`SELECT id FROM offers WHERE id = ${ids.offerId}::uuid FOR UPDATE`;
      if (await tx.booking.findUnique({ where: { offerId: ids.offerId }, select: { id: true } })) return;
      const mirrored = smoobuBookingId === null ? null : await tx.booking.findUnique({ where: { smoobuBookingId }, select: { id: true } });
      const booking = mirrored
        ? await tx.booking.update({ where: { id: mirrored.id }, data: { ...data, type: "reservation" }, select: { id: true } })
        : await tx.booking.create({ data, select: { id: true } });
      await tx.bookingPayment.update({ where: { id: ids.attemptId }, data: { bookingId: booking.id } });
      // Every row of the offer's money now belongs to the booking too (refunds of earlier attempts included).
      await tx.ledgerEntry.updateMany({ where: { offerId: ids.offerId, bookingId: null }, data: { bookingId: booking.id } });
      await tx.ledgerEntry.update({ where: { id: ids.paymentId }, data: { mirroredAsPrepayment: true } });
      await convertHold(tx, ids.attemptId);
      if (offer.guestEmail) {
        const { id: outboxId } = await enqueueMail({ to: offer.guestEmail, ...guestMail, template: OFFER_PAID_GUEST_TEMPLATE, locale }, tx);
        await recordConfirmationQueued(tx, booking.id, outboxId);
      }
      await enqueueMail({ to: env().OFFICE_EMAIL, ...(offer.guestEmail ? { replyTo: offer.guestEmail } : {}), ...officeMail, template: OFFER_PAID_OFFICE_TEMPLATE, locale: OFFICE_LOCALE }, tx);
    });
  } catch (error) {
    // The exclusion constraint is the last word on nights taken meanwhile (a sync brought a booking in).
    if (isBookingOverlapError(error)) return refundStay(ids.offerId, ids.attemptId, ids.paymentId, prepayment, "dates_taken", smoobuBookingId);
    // Anything else: the payment is recorded and the event processed, so a person takes over.
    console.error("[offer fulfilment] local booking not saved", { offerId: ids.offerId }, error);
    return flag(ids.offerId, ids.attemptId, ids.paymentId, ATTENTION.bookingNotSaved);
  }
}
