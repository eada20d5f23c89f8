import "server-only";
import type { Prisma } from "@/lib/db";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn, toIsoDate } from "@/lib/domain/dates";
import { DEFAULT_TIMELINE_SETTINGS, hasGuestAddress, isGuestListComplete, mailTimeline, timelineApplies, type MailRecord, type TimelineMail } from "@/lib/domain/mail-timeline";
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
  mails: {
    select: {
      kind: true, key: true, state: true, paused: true, scheduledFor: true, sentAt: true, reason: true, withAccessDetails: true,
      outbox: { select: { status: true, sentAt: true, lastError: true } },
    },
  },
} satisfies Prisma.BookingSelect;

export interface BookingTimeline {
  schedule: BookingSchedule;
  /** Whether the booking has a timeline at all (lib/domain/mail-timeline.ts timelineApplies). */
  applies: boolean;
  /** The mails with their state at `now`; empty when the timeline does not apply. */
  mails: TimelineMail[];
}

type StoredMail = Prisma.BookingGetPayload<{ select: typeof TIMELINE_BOOKING_SELECT }>["mails"][number];

/**
 * A queued mail's fate is the outbox's (lib/jobs/mail.ts delivers and retries): delivered is
 * "sent" (when it left), given up is "failed" with the last error. One source, no second write.
 */
function withDelivery({ outbox, ...record }: StoredMail): MailRecord {
  if (record.state !== "queued" || !outbox) return record;
  if (outbox.status === "sent") return { ...record, state: "sent", sentAt: outbox.sentAt ?? record.sentAt };
  if (outbox.status === "failed") return { ...record, state: "failed", reason: outbox.lastError ?? "failed" };
  return record;
}

/** A booking's mail timeline at `now` (default: the present), or null for an unknown booking. */
export async function readMailTimeline(bookingId: string, options: { now?: Date; db?: DbClient } = {}): Promise<BookingTimeline | null> {
  const client = options.db ?? (await plainClient());
  const now = options.now ?? new Date();
  const b = await client.booking.findUnique({ where: { id: bookingId }, select: TIMELINE_BOOKING_SELECT });
  if (!b) return null;
  const schedule = scheduleOf(b, await listLedger(bookingId, client), now);
  const records = b.mails.map(withDelivery);
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

/**
 * The bookings whose timeline may still send or record something at `now`, for the job to walk:
 * live stays up to the thank-you's cut-off after departure, and cancelled ones that still hold a
 * row not yet settled (a pause). Whether a booking has a timeline at all is readMailTimeline's.
 */
export async function listTimelineCandidates(options: { now?: Date; db?: DbClient } = {}): Promise<string[]> {
  const client = options.db ?? (await plainClient());
  const today = todayIn(SITE_TIME_ZONE, options.now ?? new Date());
  const { thankYouDaysAfter, thankYouCutoffDays } = DEFAULT_TIMELINE_SETTINGS;
  const rows = await client.booking.findMany({
    where: {
      isBlockedBooking: false,
      departure: { gte: fromIsoDate(addDays(today, -(thankYouDaysAfter + thankYouCutoffDays))) },
      OR: [{ type: { notIn: ["cancelled", "deleted"] } }, { mails: { some: { state: "scheduled" } } }],
    },
    select: { id: true },
    orderBy: [{ arrival: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => r.id);
}
