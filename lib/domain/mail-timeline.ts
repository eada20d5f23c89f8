/**
 * The mail timeline of a booking: which guest mails it gets, when, and what has become of each.
 * Pure: the booking's facts, its payment schedule (lib/domain/payment-schedule.ts), the mails
 * already recorded (booking_mails) and the clock go in; the list of mails with their state comes
 * out. The job sends what is `dueNow` and records what is final; the admin view shows the list.
 *
 * Decisions, each tested in mail-timeline.test.ts:
 *  - Mails go at a local time in Europe/Zurich (09:00 by default) on the day they belong to; the
 *    confirmation goes at once. Days (DEFAULT_TIMELINE_SETTINGS): guest-list request 14 before
 *    arrival; balance reminders 7 and 1 before a due date and the day after it (overdue); arrival
 *    information 3 before arrival; thank-you 1 after departure. A mail whose day passed before the booking was made (a late
 *    booking) goes at booking; a balance reminder whose day passed before booking is not planned
 *    (the confirmation states what is due).
 *  - Every mail has a key (booking, kind, the point it belongs to: a due date, the arrival...), so
 *    it is sent once: a recorded key is never planned again. A stay moved by Smoobu gets keys of
 *    its new dates: what was sent stays sent, what was planned for the old dates is dropped
 *    ("moved"), and the new points are planned. Arrival information for new dates is new
 *    information, so it is sent again; the confirmation and guest-list request belong to the
 *    booking and are not.
 *  - After downtime a mail still useful is sent late; past its cut-off it is skipped ("tooLate"):
 *      confirmation      2 days after booking (the booking page has it; no flood on launch)
 *      guest-list request the start of the arrival day (the office takes the list on site)
 *      reminder before   the start of the day after its due date (the overdue one takes over),
 *                        and at the latest the start of the arrival day
 *      overdue reminder  the start of the arrival day (no reminder after arrival)
 *      arrival info      the end of the arrival day
 *      access details    the start of the departure day
 *      thank-you         14 days after departure
 *    When several reminders of one instalment are due at once, only the latest goes ("superseded").
 *  - A reminder is skipped when its instalment is paid or the office waived reminders; the
 *    guest-list request when the list is complete; every mail when the booking has no address.
 *  - Arrival information carries access details (key box, door code) only once the stay is fully
 *    paid; when it went without them and the stay is paid later, a separate access-details mail
 *    follows (until departure).
 *  - A cancelled stay stops: nothing unsent goes any more. A paused booking or mail holds its
 *    mails ("paused") until resumed; past the cut-off they are skipped like any other.
 */

import { addDays, atLocalTime, SITE_TIME_ZONE, todayIn, type IsoDate } from "./dates";
import type { BookingOrigin, Instalment, NoScheduleReason, PaymentSchedule } from "./payment-schedule";

export const MAIL_KINDS = ["confirmation", "guestListRequest", "balanceReminder", "arrivalInfo", "accessDetails", "thankYou"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What booking_mails records of a mail. queued: handed to the outbox (counts as sent). */
export type MailRecordState = "scheduled" | "queued" | "sent" | "failed" | "skipped";

export interface MailRecord {
  kind: MailKind;
  key: string;
  state: MailRecordState;
  paused: boolean;
  scheduledFor: Date | null;
  sentAt: Date | null;
  /** Why it failed or was skipped. */
  reason: string | null;
  /** Arrival information: whether it carried the access details. */
  withAccessDetails?: boolean | null;
}

export type SkipReason = "cancelled" | "tooLate" | "noAddress" | "paid" | "waived" | "guestListComplete" | "superseded" | "moved";
/** waiting: its moment has come but it waits for something (access details for the payment). */
export type TimelineState = "scheduled" | "dueNow" | "waiting" | "paused" | "sent" | "failed" | "skipped";

export interface TimelineMail {
  kind: MailKind;
  /** Unique across bookings: `${bookingId}:${kind}:${point}` (also the job's singleton key). */
  key: string;
  /** The day or due date the mail belongs to, as written in its key. */
  point: string;
  scheduledAt: Date;
  /** From this instant on the mail is no longer sent; null for recorded mails no longer planned. */
  cutoffAt: Date | null;
  state: TimelineState;
  /** skipped or failed: why (a recorded skip keeps its own words); waiting: for what ("notPaid"). */
  reason: string | null;
  sentAt: Date | null;
  /** A row of booking_mails holds this mail's outcome (a skip not recorded may still change). */
  recorded: boolean;
  /** Balance reminders: the instalment they are about. */
  instalment?: Instalment;
  /** Arrival information: whether it goes with the access details. */
  withAccessDetails?: boolean;
}

export interface TimelineBooking {
  id: string;
  arrival: IsoDate;
  departure: IsoDate;
  bookedAt: Date;
  cancelled: boolean;
  /** The guest has a real e-mail address (not Smoobu's placeholder). */
  hasAddress: boolean;
  guestListRequired: boolean;
  guestListComplete: boolean;
  /** The office paused every mail of this booking. */
  mailsPaused: boolean;
}

export interface TimelineSettings {
  /** Local time in Europe/Zurich, "HH:MM". */
  sendTime: string;
  /** Reminders this many days before a due date. */
  reminderDaysBefore: readonly number[];
  arrivalInfoDaysBefore: number;
  guestListDaysBefore: number;
  thankYouDaysAfter: number;
  confirmationCutoffHours: number;
  thankYouCutoffDays: number;
}

export const DEFAULT_TIMELINE_SETTINGS: TimelineSettings = {
  sendTime: "09:00",
  reminderDaysBefore: [7, 1],
  arrivalInfoDaysBefore: 3,
  guestListDaysBefore: 14,
  thankYouDaysAfter: 1,
  confirmationCutoffHours: 48,
  thankYouCutoffDays: 14,
};

export interface TimelineInput {
  booking: TimelineBooking;
  /** Null for a stay without a schedule (nothing due): no reminders, access details go along. */
  schedule: PaymentSchedule | null;
  records: readonly MailRecord[];
  now: Date;
  settings?: Partial<TimelineSettings>;
}

const KIND_ORDER: Record<MailKind, number> = { confirmation: 0, guestListRequest: 1, balanceReminder: 2, arrivalInfo: 3, accessDetails: 4, thankYou: 5 };

export function mailKey(bookingId: string, kind: MailKind, point: string): string {
  return `${bookingId}:${kind}:${point}`;
}

/** A mail as the rule plans it, before records, the clock and conditions are looked at. */
interface Plan {
  kind: MailKind;
  point: string;
  scheduledAt: Date;
  cutoffAt: Date;
  /** A condition that holds the mail back now (it may change before the mail is due). */
  condition: SkipReason | null;
  /** Access details wait for the payment rather than being skipped: it may come until the cut-off. */
  waitsForPayment?: boolean;
  /** Reminders of one instalment share a group; the latest due one supersedes the others. */
  group?: string;
  instalment?: Instalment;
  withAccessDetails?: boolean;
}

function plan(input: TimelineInput, s: TimelineSettings): Plan[] {
  const { booking: b, schedule } = input;
  const at = (day: IsoDate) => atLocalTime(SITE_TIME_ZONE, day, s.sendTime);
  const midnight = (day: IsoDate) => atLocalTime(SITE_TIME_ZONE, day, "00:00");
  const notBefore = (d: Date) => (d.getTime() < b.bookedAt.getTime() ? b.bookedAt : d);
  const bookedOn = todayIn(SITE_TIME_ZONE, b.bookedAt);
  const arrivalStart = midnight(b.arrival);
  const fullyPaid = schedule === null || schedule.open === 0;
  const plans: Plan[] = [
    { kind: "confirmation", point: "booking", scheduledAt: b.bookedAt, cutoffAt: new Date(b.bookedAt.getTime() + s.confirmationCutoffHours * 3_600_000), condition: null },
  ];
  if (b.guestListRequired) {
    plans.push({ kind: "guestListRequest", point: "booking", scheduledAt: notBefore(at(addDays(b.arrival, -s.guestListDaysBefore))), cutoffAt: arrivalStart, condition: b.guestListComplete ? "guestListComplete" : null });
  }
  for (const instalment of schedule?.instalments ?? []) {
    // A deposit paid at checkout needs no reminder, not even a skipped one in the office's list.
    if (instalment.open === 0 && instalment.dueDate <= bookedOn) continue;
    const condition: SkipReason | null = instalment.open === 0 ? "paid" : schedule?.remindersWaived ? "waived" : null;
    const group = `${instalment.kind}:${instalment.dueDate}`;
    const overdueDay = addDays(instalment.dueDate, 1);
    for (const days of s.reminderDaysBefore) {
      const day = addDays(instalment.dueDate, -days);
      if (day <= bookedOn) continue;
      const cutoff = Math.min(midnight(overdueDay).getTime(), arrivalStart.getTime());
      plans.push({ kind: "balanceReminder", point: `${group}:${days}d`, scheduledAt: at(day), cutoffAt: new Date(cutoff), condition, group, instalment });
    }
    plans.push({ kind: "balanceReminder", point: `${group}:overdue`, scheduledAt: notBefore(at(overdueDay)), cutoffAt: arrivalStart, condition, group, instalment });
  }
  plans.push({
    kind: "arrivalInfo",
    point: b.arrival,
    scheduledAt: notBefore(at(addDays(b.arrival, -s.arrivalInfoDaysBefore))),
    cutoffAt: midnight(addDays(b.arrival, 1)),
    condition: null,
    withAccessDetails: fullyPaid,
  });
  const arrivalRecord = input.records.find((r) => r.kind === "arrivalInfo" && r.key === mailKey(b.id, "arrivalInfo", b.arrival));
  if (arrivalRecord && (arrivalRecord.state === "queued" || arrivalRecord.state === "sent") && arrivalRecord.withAccessDetails === false) {
    const sentAt = arrivalRecord.sentAt ?? arrivalRecord.scheduledFor ?? b.bookedAt;
    plans.push({ kind: "accessDetails", point: b.arrival, scheduledAt: sentAt, cutoffAt: midnight(b.departure), condition: null, waitsForPayment: !fullyPaid });
  }
  plans.push({
    kind: "thankYou",
    point: b.departure,
    scheduledAt: notBefore(at(addDays(b.departure, s.thankYouDaysAfter))),
    cutoffAt: midnight(addDays(b.departure, s.thankYouCutoffDays)),
    condition: null,
  });
  return plans;
}

const SENT: ReadonlySet<MailRecordState> = new Set(["queued", "sent"]);

function fromRecord(r: MailRecord, mail: Omit<TimelineMail, "state" | "reason" | "sentAt" | "recorded">): TimelineMail | null {
  if (SENT.has(r.state)) return { ...mail, state: "sent", reason: null, sentAt: r.sentAt, recorded: true };
  if (r.state === "failed") return { ...mail, state: "failed", reason: r.reason, sentAt: null, recorded: true };
  if (r.state === "skipped") return { ...mail, state: "skipped", reason: r.reason, sentAt: null, recorded: true };
  return null;
}

/** The booking's mails with their state at `now`, in the order they go out. */
export function mailTimeline(input: TimelineInput): TimelineMail[] {
  const s = { ...DEFAULT_TIMELINE_SETTINGS, ...input.settings };
  const { booking: b, now } = input;
  const records = new Map(input.records.map((r) => [r.key, r]));
  const plans = plan(input, s);
  const t = now.getTime();
  // The latest reminder of each instalment that is already due: earlier ones it supersedes.
  const latestDue = new Map<string, number>();
  for (const p of plans) {
    if (p.group && p.scheduledAt.getTime() <= t) latestDue.set(p.group, Math.max(latestDue.get(p.group) ?? 0, p.scheduledAt.getTime()));
  }

  const out: TimelineMail[] = [];
  const planned = new Set<string>();
  for (const p of plans) {
    const key = mailKey(b.id, p.kind, p.point);
    planned.add(key);
    const base = { kind: p.kind, key, point: p.point, scheduledAt: p.scheduledAt, cutoffAt: p.cutoffAt, ...(p.instalment ? { instalment: p.instalment } : {}), ...(p.withAccessDetails !== undefined ? { withAccessDetails: p.withAccessDetails } : {}) };
    const record = records.get(key);
    const done = record ? fromRecord(record, base) : null;
    if (done) {
      out.push(record?.withAccessDetails != null ? { ...done, withAccessDetails: record.withAccessDetails } : done);
      continue;
    }
    const skip = (reason: SkipReason): TimelineMail => ({ ...base, state: "skipped", reason, sentAt: null, recorded: false });
    const due = p.scheduledAt.getTime() <= t;
    if (b.cancelled) out.push(skip("cancelled"));
    else if (t >= p.cutoffAt.getTime()) out.push(skip("tooLate"));
    else if (!b.hasAddress) out.push(skip("noAddress"));
    else if (p.condition) out.push(skip(p.condition));
    else if (due && p.group && (latestDue.get(p.group) ?? 0) > p.scheduledAt.getTime()) out.push(skip("superseded"));
    else if (b.mailsPaused || record?.paused) out.push({ ...base, state: "paused", reason: null, sentAt: null, recorded: false });
    else if (due && p.waitsForPayment) out.push({ ...base, state: "waiting", reason: "notPaid", sentAt: null, recorded: false });
    else out.push({ ...base, state: due ? "dueNow" : "scheduled", reason: null, sentAt: null, recorded: false });
  }
  // Recorded mails the plan no longer has (a moved stay, a moved due date): sent ones stay sent.
  for (const r of input.records) {
    if (planned.has(r.key)) continue;
    const point = r.key.slice(`${b.id}:${r.kind}:`.length);
    const base = { kind: r.kind, key: r.key, point, scheduledAt: r.scheduledFor ?? r.sentAt ?? b.bookedAt, cutoffAt: null };
    // A row that only held a pause: its mail will not go (the job records that).
    out.push(fromRecord(r, base) ?? { ...base, state: "skipped", reason: b.cancelled ? "cancelled" : "moved", sentAt: null, recorded: false });
  }
  return out.sort((x, y) => x.scheduledAt.getTime() - y.scheduledAt.getTime() || KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || x.key.localeCompare(y.key));
}

/** What the job does now: send the mails that are due; record the skips that are final. */
export function timelineActions(timeline: readonly TimelineMail[], now: Date): { send: TimelineMail[]; recordSkip: TimelineMail[] } {
  return {
    send: timeline.filter((m) => m.state === "dueNow"),
    // A skip is final once its moment has come, or at once for a cancelled stay or a moved mail:
    // a condition seen earlier (paid, list complete) may still change before then. A missing
    // address never is: Smoobu may bring one before the cut-off (then it is "tooLate").
    recordSkip: timeline.filter(
      (m) => m.state === "skipped" && !m.recorded && m.reason !== "noAddress" && (m.reason === "cancelled" || m.reason === "moved" || m.scheduledAt.getTime() <= now.getTime()),
    ),
  };
}

/**
 * Whether a booking has a mail timeline: every stay sold on our site (offers, instant bookings),
 * and a Smoobu booking of our direct channel once it owes us something; a timeline once begun
 * (a mail recorded) goes on, so a balance paid still brings the arrival information. Stays a
 * channel collects, or of other channels, are the channel's to write to.
 */
export function timelineApplies(facts: { origin: BookingOrigin; scheduleReason: NoScheduleReason | null; started: boolean }): boolean {
  if (facts.started) return true;
  if (facts.scheduleReason === "channel" || facts.scheduleReason === "notOurs") return false;
  return facts.origin !== "smoobu" || facts.scheduleReason === null;
}

/** A real address: Smoobu's stays without one carry an undeliverable placeholder (…@guests.invalid, RFC 2606). */
export function hasGuestAddress(email: string | null | undefined): boolean {
  const e = (email ?? "").trim().toLowerCase();
  return e.includes("@") && !e.endsWith(".invalid");
}

/** The guest list is complete once it names as many people as the booking brings. */
export function isGuestListComplete(facts: { registered: number; adults: number; children: number }): boolean {
  return facts.registered >= Math.max(1, facts.adults + facts.children);
}
