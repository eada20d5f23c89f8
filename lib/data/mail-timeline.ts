import "server-only";
import type { Prisma } from "@/lib/db";
import { toIsoDate } from "@/lib/domain/dates";
import { hasGuestAddress, isGuestListComplete, mailTimeline, timelineApplies, type MailRecord, type TimelineMail } from "@/lib/domain/mail-timeline";
import { listLedger, plainClient, type DbClient } from "./ledger";
import { SCHEDULE_BOOKING_SELECT, scheduleOf, type BookingSchedule } from "./payment-schedule";

const TIMELINE_BOOKING_SELECT = {
  ...SCHEDULE_BOOKING_SELECT,
  departure: true,
  email: true,
  adults: true,
  children: true,
  mailsPaused: true,
  property: { select: { balanceDueDays: true, requestGuestLists: true } },
  _count: { select: { guests: true } },
  mails: { select: { kind: true, key: true, state: true, paused: true, scheduledFor: true, sentAt: true, reason: true, withAccessDetails: true } },
} satisfies Prisma.BookingSelect;

export interface BookingTimeline {
  schedule: BookingSchedule;
  /** Whether the booking has a timeline at all (lib/domain/mail-timeline.ts timelineApplies). */
  applies: boolean;
  /** The mails with their state at `now`; empty when the timeline does not apply. */
  mails: TimelineMail[];
}

/** A booking's mail timeline at `now` (default: the present), or null for an unknown booking. */
export async function readMailTimeline(bookingId: string, options: { now?: Date; db?: DbClient } = {}): Promise<BookingTimeline | null> {
  const client = options.db ?? (await plainClient());
  const now = options.now ?? new Date();
  const b = await client.booking.findUnique({ where: { id: bookingId }, select: TIMELINE_BOOKING_SELECT });
  if (!b) return null;
  const schedule = scheduleOf(b, await listLedger(bookingId, client), now);
  const records: MailRecord[] = b.mails;
  const applies = timelineApplies({ origin: schedule.origin, scheduleReason: schedule.outcome.reason, started: records.length > 0 });
  if (!applies) return { schedule, applies, mails: [] };
  const mails = mailTimeline({
    booking: {
      id: b.id,
      arrival: toIsoDate(b.arrival),
      departure: toIsoDate(b.departure),
      bookedAt: schedule.bookedAt,
      cancelled: b.type === "cancelled" || b.type === "deleted",
      hasAddress: hasGuestAddress(b.email),
      guestListRequired: b.property.requestGuestLists,
      guestListComplete: isGuestListComplete({ registered: b._count.guests, adults: b.adults, children: b.children }),
      mailsPaused: b.mailsPaused,
    },
    schedule: schedule.outcome.schedule,
    records,
    now,
  });
  return { schedule, applies, mails };
}
