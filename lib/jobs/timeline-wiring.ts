import "server-only";
import { localizedPath } from "@/i18n/paths";
import { getWriteAReviewUri } from "@/lib/data/reviews";
import { createTimelineCompose, type BookingLinkFor } from "@/lib/data/timeline-compose";
import { env } from "@/lib/env";
import { runMailTimelines, type ComposeTimelineMail, type TimelineRunResult } from "./mail-timeline";

/**
 * The guest's pages for now: the booking in the guest area (sign-in by e-mail). The signed links
 * of lib/data/booking-links.ts (pay without signing in, the guest list) replace this at the merge
 * of that branch: issueBookingLink(bookingId, purpose, expiresAt) and bookingLinkPath(locale, …).
 */
export const accountBookingLink: BookingLinkFor = async (bookingId, _purpose, { locale }) =>
  new URL(localizedPath(locale, `/my-bookings/${bookingId}`), env().SITE_URL).toString();

/** The templates with the site's links (the pass and the office's "send again"). */
export function timelineCompose(): ComposeTimelineMail {
  return createTimelineCompose({ linkFor: accountBookingLink, reviewLinkFor: getWriteAReviewUri });
}

/** One scheduled pass of every booking's mail timeline, with the real templates. */
export function runScheduledMailTimelines(now: Date = new Date()): Promise<TimelineRunResult> {
  return runMailTimelines({ compose: timelineCompose(), now });
}
