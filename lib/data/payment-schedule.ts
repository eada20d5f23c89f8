import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { fromIsoDate, SITE_TIME_ZONE, toIsoDate, todayIn, type IsoDate } from "@/lib/domain/dates";
import type { Balance } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { offerDeposit } from "@/lib/domain/offer-checkout";
import { isDirectChannel, paymentSchedule, type BookingOrigin, type ScheduleOutcome } from "@/lib/domain/payment-schedule";
import { env } from "@/lib/env";
import { BOOKING_MONEY_SELECT, bookingBalance, LINE_SELECT, listLedger, plainClient, toLedgerLine, type DbClient } from "./ledger";

/** What the schedule rule needs of a booking besides its ledger. */
export const SCHEDULE_BOOKING_SELECT = {
  ...BOOKING_MONEY_SELECT,
  arrival: true,
  createdAt: true,
  createdAtSmoobu: true,
  prepayment: true,
  channel: { select: { name: true, smoobuChannelId: true } },
  offer: { select: { source: true, totalPrice: true, downpaymentAmount: true, paidAt: true } },
  property: { select: { balanceDueDays: true } },
  scheduleOverride: {
    select: { dueDate: true, dueDateSetById: true, dueDateSetAt: true, remindersWaived: true, remindersWaivedById: true, remindersWaivedAt: true },
  },
} satisfies Prisma.BookingSelect;
export type ScheduleBooking = Prisma.BookingGetPayload<{ select: typeof SCHEDULE_BOOKING_SELECT }>;

export interface ScheduleOverrideAudit {
  dueDate: IsoDate | null;
  dueDateSetById: string | null;
  dueDateSetAt: Date | null;
  remindersWaived: boolean;
  remindersWaivedById: string | null;
  remindersWaivedAt: Date | null;
}

export interface BookingSchedule {
  bookingId: string;
  origin: BookingOrigin;
  /** When the stay was booked: the offer's payment, else Smoobu's creation, else our row's. */
  bookedAt: Date;
  balance: Balance;
  /** The schedule, or why the booking has none. */
  outcome: ScheduleOutcome;
  /** The office's changes and who made them (null: none). */
  override: ScheduleOverrideAudit | null;
}

export function originOf(b: Pick<ScheduleBooking, "offer">): BookingOrigin {
  if (!b.offer) return "smoobu";
  return b.offer.source === "instant" ? "instant" : "offer";
}

export function bookedAtOf(b: Pick<ScheduleBooking, "offer" | "createdAtSmoobu" | "createdAt">): Date {
  return b.offer?.paidAt ?? b.createdAtSmoobu ?? b.createdAt;
}

/** The deposit agreed: an offer's (what its checkout charged), else Smoobu's prepayment. */
function depositOf(b: ScheduleBooking): Rappen | null {
  if (b.offer) {
    const total = b.offer.totalPrice === null ? null : toRappen(b.offer.totalPrice);
    return offerDeposit({ totalPrice: total, downpaymentAmount: b.offer.downpaymentAmount === null ? null : toRappen(b.offer.downpaymentAmount) });
  }
  return b.prepayment === null ? null : toRappen(b.prepayment);
}

/** The one schedule rule applied to a booking's stored facts and ledger at `now`. */
export function scheduleOf(b: ScheduleBooking, lines: Parameters<typeof bookingBalance>[1], now: Date): BookingSchedule {
  const today = todayIn(SITE_TIME_ZONE, now);
  const balance = bookingBalance(b, lines, today);
  const bookedAt = bookedAtOf(b);
  const o = b.scheduleOverride;
  const override: ScheduleOverrideAudit | null = o ? { ...o, dueDate: o.dueDate === null ? null : toIsoDate(o.dueDate) } : null;
  const origin = originOf(b);
  const outcome = paymentSchedule({
    origin,
    directChannel: isDirectChannel(b.channel, env().SMOOBU_DIRECT_CHANNEL_ID),
    arrival: toIsoDate(b.arrival),
    bookedOn: todayIn(SITE_TIME_ZONE, bookedAt),
    balance,
    deposit: depositOf(b),
    balanceDueDays: b.property.balanceDueDays,
    override: override && { dueDate: override.dueDate, remindersWaived: override.remindersWaived },
    today,
  });
  return { bookingId: b.id, origin, bookedAt, balance, outcome, override };
}

/** A booking's payment schedule at `now` (default: the present), or null for an unknown booking. */
export async function readPaymentSchedule(bookingId: string, options: { now?: Date; db?: DbClient } = {}): Promise<BookingSchedule | null> {
  const client = options.db ?? (await plainClient());
  const b = await client.booking.findUnique({ where: { id: bookingId }, select: SCHEDULE_BOOKING_SELECT });
  if (!b) return null;
  return scheduleOf(b, await listLedger(bookingId, client), options.now ?? new Date());
}

/**
 * Live stays not yet over whose schedule has an overdue instalment at `now`, the longest overdue
 * first: the office's list (dashboard, bookings). One read for the stays and their ledgers.
 */
export async function listOverdueSchedules(options: { now?: Date; db?: DbClient } = {}): Promise<BookingSchedule[]> {
  const client = options.db ?? (await plainClient());
  const now = options.now ?? new Date();
  const today = todayIn(SITE_TIME_ZONE, now);
  const rows = await client.booking.findMany({
    where: { type: { notIn: ["cancelled", "deleted"] }, isBlockedBooking: false, departure: { gte: fromIsoDate(today) } },
    select: { ...SCHEDULE_BOOKING_SELECT, ledger: { select: LINE_SELECT } },
  });
  const firstOverdue = (s: BookingSchedule) => s.outcome.schedule?.instalments.find((i) => i.state === "overdue")?.dueDate ?? "";
  return rows
    .map((b) => scheduleOf(b, b.ledger.map(toLedgerLine), now))
    .filter((s) => s.outcome.schedule?.overdue)
    .sort((x, y) => firstOverdue(x).localeCompare(firstOverdue(y)) || x.bookingId.localeCompare(y.bookingId));
}

export type OverrideOutcome = { ok: true } | { ok: false; error: "bookingNotFound" };

async function bookingExists(bookingId: string): Promise<boolean> {
  const db = await getDb();
  return (await db.booking.findUnique({ where: { id: bookingId }, select: { id: true } })) !== null;
}

/**
 * The office moves the balance's due date (null: back to the house's rule). Who and when are
 * written with it; the reminders follow the new date (their keys name it).
 */
export async function setBalanceDueDate(input: { bookingId: string; dueDate: IsoDate | null; adminId: string; now?: Date }): Promise<OverrideOutcome> {
  if (!(await bookingExists(input.bookingId))) return { ok: false, error: "bookingNotFound" };
  const db = await getDb();
  const data = { dueDate: input.dueDate === null ? null : fromIsoDate(input.dueDate), dueDateSetById: input.adminId, dueDateSetAt: input.now ?? new Date() };
  await db.paymentScheduleOverride.upsert({ where: { bookingId: input.bookingId }, create: { bookingId: input.bookingId, ...data }, update: data });
  return { ok: true };
}

/** The office waives (or restores) the balance reminders of a stay; who and when are kept. */
export async function setRemindersWaived(input: { bookingId: string; waived: boolean; adminId: string; now?: Date }): Promise<OverrideOutcome> {
  if (!(await bookingExists(input.bookingId))) return { ok: false, error: "bookingNotFound" };
  const db = await getDb();
  const data = { remindersWaived: input.waived, remindersWaivedById: input.adminId, remindersWaivedAt: input.now ?? new Date() };
  await db.paymentScheduleOverride.upsert({ where: { bookingId: input.bookingId }, create: { bookingId: input.bookingId, ...data }, update: data });
  return { ok: true };
}
