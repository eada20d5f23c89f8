import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate } from "@/lib/domain/dates";
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

/** Smoobu's "Direct" channel: instant requests and offers without a channel are direct bookings. */
const DIRECT_CHANNEL_NAME = "Direct";

async function readPaidOffer(offerId: string, paymentId: string) {
  const db = await getDb();
  const offer = await db.offer.findUniqueOrThrow({
    where: { id: offerId },
    include: { property: { select: { id: true, name: true, smoobuPropertyId: true, checkInTime: true, checkOutTime: true } }, channel: true },
  });
  const payment = await db.bookingPayment.findUniqueOrThrow({ where: { id: paymentId }, select: { amount: true, providerSessionId: true } });
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
export async function notifyOfficeOfAttention(offerId: string, paymentId: string, reason: string): Promise<void> {
  const paid = await readPaidOffer(offerId, paymentId);
  const mail = renderOfferPaidOffice(mailInput(paid, bookingReference(paid.payment.providerSessionId ?? ""), reason));
  await enqueueMail({ to: env().OFFICE_EMAIL, ...(paid.offer.guestEmail ? { replyTo: paid.offer.guestEmail } : {}), ...mail, template: OFFER_PAID_OFFICE_TEMPLATE, locale: OFFICE_LOCALE });
}

async function flag(offerId: string, paymentId: string, reason: string, needsRefund: boolean): Promise<void> {
  const db = await getDb();
  await db.$transaction([
    db.offer.update({ where: { id: offerId }, data: { attentionReason: reason } }),
    ...(needsRefund ? [db.bookingPayment.update({ where: { id: paymentId }, data: { needsRefund: true } })] : []),
  ]);
  await notifyOfficeOfAttention(offerId, paymentId, reason);
}

/** The exclusion constraint on bookings (one stay per property and night) refused the insert. */
function isOverlapViolation(error: unknown): boolean {
  return error instanceof Error && /bookings_no_overlap|exclusion|23P01|conflicting key/i.test(error.message);
}

/**
 * Turns a paid offer into a reservation: POST /reservations in Smoobu (skipped without Smoobu,
 * the demo), then the local booking linked to the offer and the two mails in one transaction.
 * Smoobu refusing (dates taken meanwhile) flags the payment for refund; Smoobu unreachable flags
 * the offer for a manual reservation. Either way the office is told and the payment stays.
 */
export async function bookOfferReservation(offerId: string, paymentId: string, sessionId: string): Promise<void> {
  const paid = await readPaidOffer(offerId, paymentId);
  const { offer, payment } = paid;
  const { property, checkIn, checkOut } = offer;
  if (!property || !checkIn || !checkOut) return flag(offerId, paymentId, ATTENTION.bookingNotSaved, false);
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
      const refused = error instanceof SmoobuError && error.status >= 400 && error.status < 500;
      console.error("[offer fulfilment] Smoobu did not create the reservation", { offerId, refused }, error);
      return flag(offerId, paymentId, refused ? ATTENTION.datesTaken : ATTENTION.smoobuUnreachable, refused);
    }
  }

  const reference = bookingReference(sessionId);
  const locale: Locale = isLocale(offer.language) ? offer.language : OFFICE_LOCALE;
  const guestMail = renderOfferPaidGuest(mailInput(paid, reference), locale);
  const officeMail = renderOfferPaidOffice(mailInput(paid, reference));
  try {
    await db.$transaction(async (tx) => {
      await tx.booking.create({
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
      });
      if (offer.guestEmail) await enqueueMail({ to: offer.guestEmail, ...guestMail, template: OFFER_PAID_GUEST_TEMPLATE, locale }, tx);
      await enqueueMail({ to: env().OFFICE_EMAIL, ...(offer.guestEmail ? { replyTo: offer.guestEmail } : {}), ...officeMail, template: OFFER_PAID_OFFICE_TEMPLATE, locale: OFFICE_LOCALE }, tx);
    });
  } catch (error) {
    // Without Smoobu (demo) the exclusion constraint is the last word on a lost race.
    if (isOverlapViolation(error)) return flag(offerId, paymentId, ATTENTION.datesTaken, true);
    // Anything else: the payment is recorded and the event processed, so a person takes over.
    console.error("[offer fulfilment] local booking not saved", { offerId }, error);
    return flag(offerId, paymentId, ATTENTION.bookingNotSaved, false);
  }
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
    select: { id: true, payments: { where: { purpose: "offer_deposit", status: "succeeded" }, orderBy: { createdAt: "asc" }, take: 1, select: { id: true } } },
  });
  const flagged: string[] = [];
  for (const offer of stalled) {
    const payment = offer.payments[0];
    if (!payment) continue;
    await flag(offer.id, payment.id, ATTENTION.fulfilmentStalled, false);
    flagged.push(offer.id);
  }
  return flagged;
}
