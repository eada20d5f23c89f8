import "server-only";
import { localizedPath } from "@/i18n/paths";
import { issueBookingLink } from "@/lib/data/booking-links";
import { getWriteAReviewUri } from "@/lib/data/reviews";
import { bookingLinkPath } from "@/lib/domain/booking-links";
import { createTimelineCompose, type BookingLinkFor } from "@/lib/data/timeline-compose";
import { env } from "@/lib/env";
import { runMailTimelines, type ComposeTimelineMail, type TimelineRunResult } from "./mail-timeline";

/** The booking in the guest area (sign-in by e-mail). */
export const accountBookingLink: BookingLinkFor = async (bookingId, _purpose, { locale }) =>
  new URL(localizedPath(locale, `/my-bookings/${bookingId}`), env().SITE_URL).toString();

/**
 * A mail's link: paying opens the signed pay page (no sign-in; lib/data/booking-links.ts issues a
 * new link per mail and the older one then points the guest to the newest mail). The guest list
 * has no page by link yet, so its mail opens the booking in the guest area.
 */
export const mailBookingLink: BookingLinkFor = async (bookingId, purpose, context) => {
  if (purpose !== "pay") return accountBookingLink(bookingId, purpose, context);
  const token = await issueBookingLink(bookingId, "pay", context.expiresAt);
  return new URL(bookingLinkPath(context.locale, "pay", token), env().SITE_URL).toString();
};

/** The templates with the site's links (the pass and the office's "send again"). */
export function timelineCompose(): ComposeTimelineMail {
  return createTimelineCompose({ linkFor: mailBookingLink, reviewLinkFor: getWriteAReviewUri });
}

/** One scheduled pass of every booking's mail timeline, with the real templates. */
export function runScheduledMailTimelines(now: Date = new Date()): Promise<TimelineRunResult> {
  return runMailTimelines({ compose: timelineCompose(), now });
}
