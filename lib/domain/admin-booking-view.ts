/**
 * Pure rules of the admin's booking view: the link that opens a booking in Smoobu, and which
 * mails of the outbox are about a booking.
 */

/**
 * Where the admin finds a booking in Smoobu: its web app on the host of its API
 * (login.smoobu.com), in the admin's language, at the Cockpit (Smoobu's calendar of all
 * reservations); the link's text names the reservation id to look for. No address of a single
 * reservation is documented: Smoobu's API docs (docs.smoobu.com) give only the host and its
 * language prefix (`https://login.smoobu.com/{locale}/oauth/authorize`, "locale … en, de, fr, it,
 * es"), and Smoobu's help calls the calendar the Cockpit, whose widgets live under
 * `/{locale}/cockpit/` on that host. The `/{locale}/booking/reservations/{id}` used before was a
 * guess (docs/integrations/smoobu.md, "Admin links"). Null for a booking Smoobu does not know.
 */
export function smoobuBookingUrl(smoobuBookingId: number | null, apiBaseUrl: string, language: "de" | "en" | "fr"): string | null {
  if (smoobuBookingId === null || !Number.isSafeInteger(smoobuBookingId) || smoobuBookingId <= 0) return null;
  let origin: string;
  try {
    origin = new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
  return `${origin}/${language === "fr" ? "fr" : language === "en" ? "en" : "de"}/cockpit`;
}

/**
 * Templates of mails about a stay (the offer, its payment, the office's notice, refunds). Account
 * mails (sign-in, password) are about the person, not the booking, and stay out.
 */
export const BOOKING_MAIL_TEMPLATES = ["offer-sent", "offer-paid-guest-confirmation", "offer-paid-office-notice", "refund-guest-notice"] as const;

/**
 * The outbox has no booking column: a mail is about this booking when it is a stay mail sent to
 * the guest's address, or an office notice whose reply-to is the guest's address, and it was
 * queued no earlier than the booking's offer (or, without an offer, than a year before arrival),
 * so another stay of the same guest long ago does not show up.
 */
export function isBookingMail(
  mail: { toAddress: string; replyTo: string | null; template: string | null; createdAt: Date },
  booking: { email: string | null; since: Date },
): boolean {
  if (!booking.email || !mail.template || !(BOOKING_MAIL_TEMPLATES as readonly string[]).includes(mail.template)) return false;
  const email = booking.email.toLowerCase();
  const addressed = mail.toAddress.toLowerCase() === email || mail.replyTo?.toLowerCase() === email;
  return addressed && mail.createdAt >= booking.since;
}
