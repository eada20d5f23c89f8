/**
 * The payment schedule of a stay we sell: the deposit at booking, the balance a number of days
 * before arrival (per house, default 30), or everything at once when the stay is booked on or
 * after the day the balance would fall due. Amounts never come from here: what is due and what is
 * paid are the ledger rule's (lib/domain/ledger.ts `balance`), and this rule only spreads them over
 * the instalments, oldest first (money pays the deposit before the balance).
 *
 * Decisions, each tested in payment-schedule.test.ts:
 *  - Dates are calendar days in Europe/Zurich (lib/domain/dates.ts): DST and year ends move no
 *    due date. An instalment is overdue from the day after its due date (the due date is the last
 *    day to pay).
 *  - The deposit is the one agreed (an offer's downpayment, Smoobu's prepayment), never more than
 *    what is due; none (or one covering everything) makes a single instalment.
 *  - Without a deposit a stay booked early owes everything on the balance date, not at booking.
 *  - The office may move the balance's due date (or the single one) and waive reminders; both
 *    are shown, neither changes an amount.
 *  - A cancelled stay, one whose channel collects, and one with nothing due have no schedule.
 */

import { addDays, type IsoDate } from "./dates";
import type { Balance } from "./ledger";
import { assertRappen, type Rappen } from "./money";

/** Days before arrival the balance is due when the house sets nothing (properties.balance_due_days). */
export const DEFAULT_BALANCE_DUE_DAYS = 30;

/** deposit: paid at booking; balance: the rest, due before arrival; full: everything at once. */
export type InstalmentKind = "deposit" | "balance" | "full";
/** paid: nothing open; due: open, its due date not passed; overdue: open after its due date. */
export type InstalmentState = "paid" | "due" | "overdue";

export interface Instalment {
  kind: InstalmentKind;
  amount: Rappen;
  /** The part of `amount` the payments so far cover. */
  paid: Rappen;
  open: Rappen;
  dueDate: IsoDate;
  /** The due date the rule gives when the office has moved it; null when not moved. */
  movedFrom: IsoDate | null;
  state: InstalmentState;
  /** Something is paid but not all of it. */
  partlyPaid: boolean;
}

/** Where a booking comes from, as far as the schedule cares. */
export type BookingOrigin = "offer" | "instant" | "smoobu";

/** Why a booking has no schedule. */
export type NoScheduleReason = "cancelled" | "channel" | "nothingDue" | "notOurs";

export interface ScheduleOverride {
  /** The office's due date for the balance (or the single instalment). */
  dueDate?: IsoDate | null;
  /** The office waived the balance reminders for this stay. */
  remindersWaived?: boolean;
}

export interface ScheduleInput {
  origin: BookingOrigin;
  /** Smoobu bookings only: booked on our direct channel (see isDirectChannel). */
  directChannel?: boolean;
  arrival: IsoDate;
  /** The day the stay was booked, in Europe/Zurich. */
  bookedOn: IsoDate;
  /** The ledger rule's figures for the stay. */
  balance: Pick<Balance, "due" | "paid" | "open" | "state">;
  /** The deposit agreed (offer's downpayment, Smoobu's prepayment); 0 or null for none. */
  deposit: Rappen | null;
  /** The house's balance days; null or undefined for the default. */
  balanceDueDays?: number | null;
  override?: ScheduleOverride | null;
  /** The calendar date in Europe/Zurich. */
  today: IsoDate;
}

export interface PaymentSchedule {
  instalments: Instalment[];
  due: Rappen;
  paid: Rappen;
  open: Rappen;
  /** The day the balance falls due by the house's rule (before any override). */
  balanceDueDate: IsoDate;
  /** The first instalment with something open, or null when all is paid. */
  next: Instalment | null;
  overdue: boolean;
  remindersWaived: boolean;
}

export type ScheduleOutcome = { schedule: PaymentSchedule; reason: null } | { schedule: null; reason: NoScheduleReason };

/** Smoobu's channel of our own bookings: named "Direct…" or the configured SMOOBU_DIRECT_CHANNEL_ID. */
export function isDirectChannel(channel: { name: string | null | undefined; smoobuChannelId: number | null | undefined } | null, configuredId: number | null | undefined): boolean {
  if (!channel) return false;
  if (configuredId != null && channel.smoobuChannelId === configuredId) return true;
  return (channel.name ?? "").trim().toLowerCase().startsWith("direct");
}

/** The day the balance falls due: `days` before arrival. */
export function balanceDueDate(arrival: IsoDate, days: number | null | undefined): IsoDate {
  const n = days ?? DEFAULT_BALANCE_DUE_DAYS;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Balance days must be a whole number ≥ 0, got ${n}`);
  return addDays(arrival, -n);
}

function instalment(kind: InstalmentKind, amount: Rappen, dueDate: IsoDate, movedFrom: IsoDate | null, covered: Rappen, today: IsoDate): Instalment {
  const paid = Math.min(amount, covered);
  const open = amount - paid;
  const state: InstalmentState = open === 0 ? "paid" : today > dueDate ? "overdue" : "due";
  return { kind, amount, paid, open, dueDate, movedFrom, state, partlyPaid: paid > 0 && open > 0 };
}

/** The stay's schedule, or why it has none. */
export function paymentSchedule(input: ScheduleInput): ScheduleOutcome {
  const { balance: b } = input;
  if (b.state === "cancelled") return { schedule: null, reason: "cancelled" };
  if (b.state === "channel") return { schedule: null, reason: "channel" };
  if (input.origin === "smoobu" && !input.directChannel) return { schedule: null, reason: "notOurs" };
  if (b.due <= 0) return { schedule: null, reason: "nothingDue" };
  // A Smoobu booking is ours to schedule only while it owes us something; offers keep theirs (paid).
  if (input.origin === "smoobu" && b.open === 0) return { schedule: null, reason: "nothingDue" };
  if (input.deposit !== null) assertRappen(input.deposit, "deposit");

  const ruleDate = balanceDueDate(input.arrival, input.balanceDueDays);
  const moved = input.override?.dueDate ?? null;
  const deposit = Math.min(Math.max(0, input.deposit ?? 0), b.due);
  const late = input.bookedOn >= ruleDate;
  const covered = Math.min(b.paid, b.due);

  const instalments: Instalment[] = [];
  const last = (kind: InstalmentKind, amount: Rappen, ruleDue: IsoDate, coveredLeft: Rappen) =>
    instalment(kind, amount, moved ?? ruleDue, moved !== null && moved !== ruleDue ? ruleDue : null, coveredLeft, input.today);
  if (late || deposit === b.due) {
    instalments.push(last("full", b.due, input.bookedOn, covered));
  } else if (deposit === 0) {
    instalments.push(last("balance", b.due, ruleDate, covered));
  } else {
    instalments.push(instalment("deposit", deposit, input.bookedOn, null, covered, input.today));
    instalments.push(last("balance", b.due - deposit, ruleDate, Math.max(0, covered - deposit)));
  }

  const next = instalments.find((i) => i.open > 0) ?? null;
  return {
    reason: null,
    schedule: {
      instalments,
      due: b.due,
      paid: b.paid,
      open: b.open,
      balanceDueDate: ruleDate,
      next,
      overdue: instalments.some((i) => i.state === "overdue"),
      remindersWaived: input.override?.remindersWaived ?? false,
    },
  };
}
