import "server-only";
import { listTimelineCandidates, readMailTimeline } from "@/lib/data/mail-timeline";
import { queueTimelineMail, recordMailSkip } from "@/lib/data/mail-timeline-record";
import { timelineActions, type TimelineMail } from "@/lib/domain/mail-timeline";
import type { OutgoingMail } from "@/lib/integrations/mail/outbox";

// One pass of the mail timeline (lib/domain/mail-timeline.ts) over every booking that may still
// need it: due mails go to the outbox, skips whose moment has come are recorded. All state is in
// the database (booking_mails, one row per key), so a pass may run twice, on two instances at once,
// or after a restart: nothing is sent twice, and what a downtime delayed is sent late or skipped
// by the rule's cut-offs. Not yet scheduled on the queue: the templates (compose) come with it.

/** Writes the guest's mail (subject and body in the guest's language), or null when it cannot yet. */
export type ComposeTimelineMail = (input: { bookingId: string; mail: TimelineMail }) => Promise<OutgoingMail | null>;

export interface TimelineRunResult {
  bookings: number;
  queued: number;
  skipped: number;
  /** Bookings whose pass failed (logged; the next pass tries again). */
  failed: number;
}

export async function runMailTimelines(deps: { compose: ComposeTimelineMail; now?: Date }): Promise<TimelineRunResult> {
  const now = deps.now ?? new Date();
  const result: TimelineRunResult = { bookings: 0, queued: 0, skipped: 0, failed: 0 };
  for (const bookingId of await listTimelineCandidates({ now })) {
    try {
      const timeline = await readMailTimeline(bookingId, { now });
      if (!timeline?.applies) continue;
      result.bookings++;
      const { send, recordSkip } = timelineActions(timeline.mails, now);
      for (const mail of recordSkip) if (await recordMailSkip(bookingId, mail, mail.reason ?? "skipped")) result.skipped++;
      for (const mail of send) {
        const outgoing = await deps.compose({ bookingId, mail });
        if (outgoing && (await queueTimelineMail(bookingId, mail, outgoing, now)) !== null) result.queued++;
      }
    } catch (error) {
      // One broken booking must not hold back every other guest's mail.
      result.failed++;
      console.error("[mail timeline] pass failed for a booking", { bookingId, error });
    }
  }
  return result;
}
