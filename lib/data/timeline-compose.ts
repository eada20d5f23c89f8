import "server-only";
import { addDays, atLocalTime, SITE_TIME_ZONE, toIsoDate } from "@/lib/domain/dates";
import { DEFAULT_LOCALE, isLocale, localize, type Locale } from "@/lib/domain/localized";
import { hasGuestAddress } from "@/lib/domain/mail-timeline";
import { env } from "@/lib/env";
import type { OutgoingMail } from "@/lib/integrations/mail/outbox";
import { renderTimelineMail, timelineTemplate, type TimelineMailFacts } from "@/lib/integrations/mail/templates/timeline";
import type { ComposeTimelineMail } from "@/lib/jobs/mail-timeline";
import { plainClient, type DbClient } from "./ledger";
import { readPaymentSchedule } from "./payment-schedule";

/**
 * The absolute URL of a booking's signed page (pay and receipts, or the guest list), issued by
 * lib/data/booking-links.ts; `context` gives the guest's language and the link's end (departure).
 */
export type BookingLinkFor = (bookingId: string, purpose: "pay" | "guest_list", context: { locale: Locale; expiresAt: Date }) => Promise<string>;
/** Google's write-a-review link of a place, or null when unknown. */
export type ReviewLinkFor = (placeId: string, locale: Locale) => Promise<string | null>;

export interface TimelineComposeDeps {
  linkFor: BookingLinkFor;
  reviewLinkFor?: ReviewLinkFor;
  db?: DbClient;
}

const COMPOSE_SELECT = {
  id: true,
  guestName: true,
  email: true,
  language: true,
  arrival: true,
  departure: true,
  referenceId: true,
  property: {
    select: {
      name: true, address: true, latitude: true, longitude: true, googlePlaceId: true, checkInTime: true, checkOutTime: true,
      arrivalInfo: true, parkingInfo: true, keyInfo: true, accessDetails: true,
    },
  },
} as const;

/** Google Maps' documented search URL (maps/documentation/urls): coordinates when known, else the address. */
export function mapsSearchUrl(p: { latitude: number | null; longitude: number | null; address: string }): string | null {
  const query = p.latitude !== null && p.longitude !== null ? `${p.latitude},${p.longitude}` : p.address.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/**
 * The compose step of the timeline pass (lib/jobs/mail-timeline.ts): reads the booking, its house
 * and its schedule at the pass's `now` and writes the mail in the guest's language. Access details
 * go in only when the rule marked the mail as carrying them (the stay is fully paid). Null (the
 * mail waits) when the guest has no address.
 */
export function createTimelineCompose(deps: TimelineComposeDeps): ComposeTimelineMail {
  return async ({ bookingId, mail, now }) => {
    const client = deps.db ?? (await plainClient());
    const b = await client.booking.findUnique({ where: { id: bookingId }, select: COMPOSE_SELECT });
    if (!b || !hasGuestAddress(b.email)) return null;
    const locale: Locale = isLocale(b.language) ? b.language : DEFAULT_LOCALE;
    const schedule = (await readPaymentSchedule(bookingId, { now, db: client }))?.outcome.schedule ?? null;
    const instalment = mail.instalment ?? schedule?.next ?? null;
    const open = mail.instalment ? mail.instalment.open : (schedule?.open ?? 0);
    const withAccess = mail.kind === "accessDetails" || (mail.kind === "arrivalInfo" && mail.withAccessDetails === true);
    const p = b.property;
    const codes = localize(p.accessDetails, locale).trim();
    // A house without codes has nothing to follow: no access-codes mail (past its cut-off the rule skips it).
    if (mail.kind === "accessDetails" && !codes) return null;
    const config = env();
    // Valid until the stay is over: the end of the departure day in the valley.
    const linkContext = { locale, expiresAt: atLocalTime(SITE_TIME_ZONE, addDays(toIsoDate(b.departure), 1), "00:00") };
    const facts: TimelineMailFacts = {
      guestName: b.guestName,
      propertyName: p.name,
      address: p.address,
      mapsUrl: mapsSearchUrl(p),
      arrival: toIsoDate(b.arrival),
      departure: toIsoDate(b.departure),
      checkInTime: p.checkInTime,
      checkOutTime: p.checkOutTime,
      reference: b.referenceId,
      arrivalInfo: localize(p.arrivalInfo, locale),
      parkingInfo: localize(p.parkingInfo, locale),
      keyInfo: localize(p.keyInfo, locale),
      // Unpaid: null (the mail says the codes follow); a house without codes: "" (no section at all).
      accessDetails: withAccess || !codes ? codes : null,
      open,
      dueDate: open > 0 ? (instalment?.dueDate ?? null) : null,
      payLink: mail.kind === "confirmation" || open > 0 ? await deps.linkFor(bookingId, "pay", linkContext) : null,
      guestListLink: mail.kind === "guestListRequest" ? await deps.linkFor(bookingId, "guest_list", linkContext) : null,
      reviewLink: mail.kind === "thankYou" && p.googlePlaceId && deps.reviewLinkFor ? await deps.reviewLinkFor(p.googlePlaceId, locale) : null,
      officeEmail: config.OFFICE_EMAIL,
      siteName: config.SITE_NAME,
    };
    const stage = mail.point.endsWith(":overdue") ? "overdue" : "before";
    const rendered = renderTimelineMail(mail.kind, facts, locale, stage);
    const out: OutgoingMail = { to: b.email ?? "", replyTo: config.OFFICE_EMAIL, ...rendered, template: timelineTemplate(mail.kind), locale };
    return out;
  };
}

