import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { balance } from "./ledger";
import { hasGuestAddress, isGuestListComplete, mailKey, mailTimeline, timelineActions, timelineApplies, type MailRecord, type TimelineBooking, type TimelineInput, type TimelineMail } from "./mail-timeline";
import { paymentSchedule, type PaymentSchedule, type ScheduleOverride } from "./payment-schedule";

const ID = "b1";
const BOOKED_AT = new Date("2026-11-10T14:00:00Z");

const booking = (overrides: Partial<TimelineBooking> = {}): TimelineBooking => ({
  id: ID,
  arrival: "2027-02-20",
  departure: "2027-02-27",
  bookedAt: BOOKED_AT,
  cancelled: false,
  hasAddress: true,
  guestListRequired: false,
  guestListComplete: false,
  mailsPaused: false,
  ...overrides,
});

/** The schedule of a CHF 4,000 stay with a CHF 500 deposit, paid `paid` so far, at `today`. */
function schedule(b: TimelineBooking, paid: number[] = [50_000], today = "2026-12-01", override: ScheduleOverride | null = null): PaymentSchedule {
  const rows = paid.map((amount, i) => ({ id: `p${i}`, kind: "payment" as const, status: "succeeded" as const, amount }));
  const ledger = balance({ total: 400_000, cancelled: b.cancelled, departure: b.departure, today, rows });
  const outcome = paymentSchedule({ origin: "offer", arrival: b.arrival, bookedOn: b.bookedAt.toISOString().slice(0, 10), balance: ledger, deposit: 50_000, balanceDueDays: 30, today, override });
  if (!outcome.schedule) throw new Error(`no schedule: ${outcome.reason}`);
  return outcome.schedule;
}

function timeline(now: string, over: { booking?: Partial<TimelineBooking>; paid?: number[]; records?: MailRecord[]; override?: ScheduleOverride; noSchedule?: boolean } = {}): TimelineMail[] {
  const b = booking(over.booking);
  const input: TimelineInput = {
    booking: b,
    schedule: over.noSchedule || b.cancelled ? null : schedule(b, over.paid, now.slice(0, 10), over.override ?? null),
    records: over.records ?? [],
    now: new Date(now),
  };
  return mailTimeline(input);
}

const find = (list: TimelineMail[], key: string) => {
  const mail = list.find((m) => m.key === key);
  if (!mail) throw new Error(`no mail ${key} in ${list.map((m) => m.key).join(", ")}`);
  return mail;
};
const k = (kind: Parameters<typeof mailKey>[1], point: string) => mailKey(ID, kind, point);
const summary = (list: TimelineMail[]) => list.map((m) => [m.key.slice(ID.length + 1), m.scheduledAt.toISOString(), m.state, m.reason]);
const sent = (kind: MailRecord["kind"], point: string, at: string, extra: Partial<MailRecord> = {}): MailRecord => ({
  kind, key: k(kind, point), state: "sent", paused: false, scheduledFor: new Date(at), sentAt: new Date(at), reason: null, ...extra,
});

describe("the timeline of a stay booked early", () => {
  it("plans each mail at 09:00 in Zurich on its day, the confirmation at once", () => {
    expect(summary(timeline("2026-11-10T14:00:00Z"))).toEqual([
      ["confirmation:booking", "2026-11-10T14:00:00.000Z", "dueNow", null],
      ["balanceReminder:balance:2027-01-21:7d", "2027-01-14T08:00:00.000Z", "scheduled", null],
      ["balanceReminder:balance:2027-01-21:1d", "2027-01-20T08:00:00.000Z", "scheduled", null],
      ["balanceReminder:balance:2027-01-21:overdue", "2027-01-22T08:00:00.000Z", "scheduled", null],
      ["arrivalInfo:2027-02-20", "2027-02-17T08:00:00.000Z", "scheduled", null],
      ["thankYou:2027-02-27", "2027-02-28T08:00:00.000Z", "scheduled", null],
    ]);
  });

  it("gives every mail a key of booking, kind and point", () => {
    for (const m of timeline("2026-11-10T14:00:00Z")) expect(m.key).toBe(`${ID}:${m.kind}:${m.point}`);
  });

  it("keeps the same keys whatever the clock says", () => {
    const keys = (now: string) => timeline(now).map((m) => m.key).sort();
    expect(keys("2027-01-25T10:00:00Z")).toEqual(keys("2026-11-10T14:00:00Z"));
    expect(keys("2027-03-30T10:00:00Z")).toEqual(keys("2026-11-10T14:00:00Z"));
  });

  it("plans no reminder for a deposit paid at checkout", () => {
    expect(timeline("2026-11-10T14:00:00Z").filter((m) => m.instalment?.kind === "deposit")).toEqual([]);
  });

  it("reminds of an unpaid deposit the morning after booking", () => {
    const m = find(timeline("2026-11-11T09:00:00Z", { paid: [] }), k("balanceReminder", "deposit:2026-11-10:overdue"));
    expect(m).toMatchObject({ state: "dueNow", scheduledAt: new Date("2026-11-11T08:00:00Z") });
  });

  it("turns each mail due at its instant, not a minute before", () => {
    expect(find(timeline("2027-01-14T07:59:00Z"), k("balanceReminder", "balance:2027-01-21:7d")).state).toBe("scheduled");
    expect(find(timeline("2027-01-14T08:00:00Z"), k("balanceReminder", "balance:2027-01-21:7d")).state).toBe("dueNow");
  });
});

describe("local send times across DST and year ends", () => {
  it("sends at 09:00 in summer time (07:00 UTC) and in winter time (08:00 UTC)", () => {
    const list = timeline("2027-01-01T10:00:00Z", { booking: { arrival: "2027-04-12", departure: "2027-04-19" } });
    // Balance due 13 March (winter); arrival information on 9 April (summer).
    expect(find(list, k("balanceReminder", "balance:2027-03-13:7d")).scheduledAt.toISOString()).toBe("2027-03-06T08:00:00.000Z");
    expect(find(list, k("arrivalInfo", "2027-04-12")).scheduledAt.toISOString()).toBe("2027-04-09T07:00:00.000Z");
  });

  it("sends at 09:00 on the very day summer time begins and on the day it ends", () => {
    expect(find(timeline("2027-01-01T10:00:00Z", { booking: { arrival: "2027-03-31", departure: "2027-04-03" } }), k("arrivalInfo", "2027-03-31")).scheduledAt.toISOString()).toBe("2027-03-28T07:00:00.000Z");
    expect(find(timeline("2027-06-01T10:00:00Z", { booking: { bookedAt: new Date("2027-06-01T10:00:00Z"), arrival: "2027-11-03", departure: "2027-11-10" } }), k("arrivalInfo", "2027-11-03")).scheduledAt.toISOString()).toBe("2027-10-31T08:00:00.000Z");
  });

  it("counts reminder and arrival days back across a year end", () => {
    const list = timeline("2026-11-10T14:00:00Z", { booking: { arrival: "2027-01-02", departure: "2027-01-09" } });
    expect(summary(list).map((row) => row.slice(0, 2))).toEqual([
      ["confirmation:booking", "2026-11-10T14:00:00.000Z"],
      ["balanceReminder:balance:2026-12-03:7d", "2026-11-26T08:00:00.000Z"],
      ["balanceReminder:balance:2026-12-03:1d", "2026-12-02T08:00:00.000Z"],
      ["balanceReminder:balance:2026-12-03:overdue", "2026-12-04T08:00:00.000Z"],
      ["arrivalInfo:2027-01-02", "2026-12-30T08:00:00.000Z"],
      ["thankYou:2027-01-09", "2027-01-10T08:00:00.000Z"],
    ]);
  });

  it("sends the thank-you of a stay ending 31 December on 1 January", () => {
    const list = timeline("2026-11-10T14:00:00Z", { booking: { arrival: "2026-12-24", departure: "2026-12-31" } });
    expect(find(list, k("thankYou", "2026-12-31")).scheduledAt.toISOString()).toBe("2027-01-01T08:00:00.000Z");
  });
});

describe("a stay booked late", () => {
  const late = { booking: { bookedAt: new Date("2027-02-18T19:00:00Z") } };

  it("owes all at once, plans no reminder before, and an overdue one the next morning", () => {
    const list = timeline("2027-02-18T19:00:00Z", late);
    expect(list.filter((m) => m.kind === "balanceReminder").map((m) => [m.point, m.scheduledAt.toISOString()])).toEqual([["full:2027-02-18:overdue", "2027-02-19T08:00:00.000Z"]]);
  });

  it("sends the arrival information at once, after the confirmation", () => {
    expect(summary(timeline("2027-02-18T19:00:00Z", late)).slice(0, 2)).toEqual([
      ["confirmation:booking", "2027-02-18T19:00:00.000Z", "dueNow", null],
      ["arrivalInfo:2027-02-20", "2027-02-18T19:00:00.000Z", "dueNow", null],
    ]);
  });

  it("sends the arrival information without access details while the stay is not fully paid", () => {
    expect(find(timeline("2027-02-18T19:00:00Z", late), k("arrivalInfo", "2027-02-20")).withAccessDetails).toBe(false);
    expect(find(timeline("2027-02-18T19:00:00Z", { ...late, paid: [400_000] }), k("arrivalInfo", "2027-02-20")).withAccessDetails).toBe(true);
  });

  it("asks for the guest list at once when booked within its days", () => {
    const m = find(timeline("2027-02-18T19:00:00Z", { booking: { ...late.booking, guestListRequired: true } }), k("guestListRequest", "booking"));
    expect(m).toMatchObject({ scheduledAt: new Date("2027-02-18T19:00:00Z"), state: "dueNow" });
  });

  it("booked on arrival day: no overdue reminder goes after arrival", () => {
    const list = timeline("2027-02-20T12:00:00Z", { booking: { bookedAt: new Date("2027-02-20T12:00:00Z") } });
    expect(find(list, k("balanceReminder", "full:2027-02-20:overdue")).state).toBe("skipped");
    expect(find(list, k("arrivalInfo", "2027-02-20")).state).toBe("dueNow");
  });
});

describe("payment conditions", () => {
  it("skips reminders of a paid balance", () => {
    const list = timeline("2027-01-14T08:00:00Z", { paid: [50_000, 350_000] });
    expect(list.filter((m) => m.kind === "balanceReminder").map((m) => [m.state, m.reason])).toEqual([["skipped", "paid"], ["skipped", "paid"], ["skipped", "paid"]]);
  });

  it("still reminds of a balance paid only in part", () => {
    expect(find(timeline("2027-01-14T08:00:00Z", { paid: [50_000, 100_000] }), k("balanceReminder", "balance:2027-01-21:7d")).state).toBe("dueNow");
  });

  it("skips reminders the office waived", () => {
    const list = timeline("2027-01-14T08:00:00Z", { override: { remindersWaived: true } });
    expect(list.filter((m) => m.kind === "balanceReminder").map((m) => m.reason)).toEqual(["waived", "waived", "waived"]);
  });

  it("moves reminders with a due date the office moved", () => {
    const list = timeline("2027-01-14T08:00:00Z", { override: { dueDate: "2027-02-05" } });
    expect(list.filter((m) => m.kind === "balanceReminder").map((m) => [m.point, m.scheduledAt.toISOString()])).toEqual([
      ["balance:2027-02-05:7d", "2027-01-29T08:00:00.000Z"],
      ["balance:2027-02-05:1d", "2027-02-04T08:00:00.000Z"],
      ["balance:2027-02-05:overdue", "2027-02-06T08:00:00.000Z"],
    ]);
  });

  it("gives the arrival information access details once fully paid", () => {
    expect(find(timeline("2027-02-17T08:00:00Z", { paid: [400_000] }), k("arrivalInfo", "2027-02-20")).withAccessDetails).toBe(true);
    expect(find(timeline("2027-02-17T08:00:00Z", { paid: [50_000] }), k("arrivalInfo", "2027-02-20")).withAccessDetails).toBe(false);
  });

  it("gives access details to a stay without a schedule (nothing due)", () => {
    expect(find(timeline("2027-02-17T08:00:00Z", { noSchedule: true }), k("arrivalInfo", "2027-02-20")).withAccessDetails).toBe(true);
  });
});

describe("access details after a late payment", () => {
  const arrivalSentWithout = [sent("arrivalInfo", "2027-02-20", "2027-02-17T08:00:00Z", { withAccessDetails: false })];

  it("follow in their own mail once the stay is paid", () => {
    const m = find(timeline("2027-02-19T10:00:00Z", { paid: [400_000], records: arrivalSentWithout }), k("accessDetails", "2027-02-20"));
    expect(m).toMatchObject({ state: "dueNow", reason: null });
  });

  it("wait for the payment", () => {
    expect(find(timeline("2027-02-19T10:00:00Z", { records: arrivalSentWithout }), k("accessDetails", "2027-02-20"))).toMatchObject({ state: "waiting", reason: "notPaid" });
  });

  it("are not sent once the stay's last day has begun", () => {
    expect(find(timeline("2027-02-26T23:00:00Z", { paid: [400_000], records: arrivalSentWithout }), k("accessDetails", "2027-02-20"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });

  it("are not planned when the arrival information carried them", () => {
    const list = timeline("2027-02-19T10:00:00Z", { paid: [400_000], records: [sent("arrivalInfo", "2027-02-20", "2027-02-17T08:00:00Z", { withAccessDetails: true })] });
    expect(list.some((m) => m.kind === "accessDetails")).toBe(false);
    expect(find(list, k("arrivalInfo", "2027-02-20"))).toMatchObject({ state: "sent", withAccessDetails: true });
  });
});

describe("the guest-list request", () => {
  const required = { guestListRequired: true };

  it("goes 14 days before arrival when the house asks for a list", () => {
    expect(find(timeline("2026-11-10T14:00:00Z", { booking: required }), k("guestListRequest", "booking")).scheduledAt.toISOString()).toBe("2027-02-06T08:00:00.000Z");
  });

  it("is not planned when the house asks for none", () => {
    expect(timeline("2026-11-10T14:00:00Z").some((m) => m.kind === "guestListRequest")).toBe(false);
  });

  it("is skipped while the list is complete", () => {
    expect(find(timeline("2027-02-06T08:00:00Z", { booking: { ...required, guestListComplete: true } }), k("guestListRequest", "booking"))).toMatchObject({ state: "skipped", reason: "guestListComplete" });
  });

  it("goes late until arrival day begins, and not after", () => {
    expect(find(timeline("2027-02-19T22:59:00Z", { booking: required }), k("guestListRequest", "booking")).state).toBe("dueNow");
    expect(find(timeline("2027-02-19T23:00:00Z", { booking: required }), k("guestListRequest", "booking"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });
});

describe("after downtime", () => {
  it("sends a reminder before due late, up to the end of its due date", () => {
    expect(find(timeline("2027-01-16T10:00:00Z"), k("balanceReminder", "balance:2027-01-21:7d")).state).toBe("dueNow");
  });

  it("sends only the latest of the reminders that are due at once", () => {
    const list = timeline("2027-01-20T10:00:00Z");
    expect(find(list, k("balanceReminder", "balance:2027-01-21:7d"))).toMatchObject({ state: "skipped", reason: "superseded" });
    expect(find(list, k("balanceReminder", "balance:2027-01-21:1d")).state).toBe("dueNow");
  });

  it("sends the overdue reminder, not the ones before, once the due date is over", () => {
    const list = timeline("2027-01-22T10:00:00Z");
    expect(find(list, k("balanceReminder", "balance:2027-01-21:7d"))).toMatchObject({ state: "skipped", reason: "tooLate" });
    expect(find(list, k("balanceReminder", "balance:2027-01-21:1d"))).toMatchObject({ state: "skipped", reason: "tooLate" });
    expect(find(list, k("balanceReminder", "balance:2027-01-21:overdue")).state).toBe("dueNow");
  });

  it("sends no reminder once arrival day has begun in Zurich", () => {
    expect(find(timeline("2027-02-19T22:59:00Z"), k("balanceReminder", "balance:2027-01-21:overdue")).state).toBe("dueNow");
    expect(find(timeline("2027-02-19T23:00:00Z"), k("balanceReminder", "balance:2027-01-21:overdue"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });

  it("sends the arrival information late on arrival day, not after it", () => {
    expect(find(timeline("2027-02-20T20:00:00Z"), k("arrivalInfo", "2027-02-20")).state).toBe("dueNow");
    expect(find(timeline("2027-02-20T23:00:00Z"), k("arrivalInfo", "2027-02-20"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });

  it("sends the thank-you up to 14 days after departure, not weeks late", () => {
    expect(find(timeline("2027-03-12T22:59:00Z"), k("thankYou", "2027-02-27")).state).toBe("dueNow");
    expect(find(timeline("2027-03-12T23:00:00Z"), k("thankYou", "2027-02-27"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });

  it("sends the confirmation up to two days after booking", () => {
    expect(find(timeline("2026-11-12T13:59:00Z"), k("confirmation", "booking")).state).toBe("dueNow");
    expect(find(timeline("2026-11-12T14:00:00Z"), k("confirmation", "booking"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });
});

describe("what was recorded", () => {
  it("a sent or queued mail is never due again", () => {
    const records = [sent("confirmation", "booking", "2026-11-10T14:00:05Z"), { ...sent("balanceReminder", "balance:2027-01-21:7d", "2027-01-14T08:00:00Z"), state: "queued" as const, sentAt: null }];
    const list = timeline("2027-01-15T10:00:00Z", { records });
    expect(find(list, k("confirmation", "booking"))).toMatchObject({ state: "sent", recorded: true, sentAt: new Date("2026-11-10T14:00:05Z") });
    expect(find(list, k("balanceReminder", "balance:2027-01-21:7d"))).toMatchObject({ state: "sent", recorded: true });
    expect(list.filter((m) => m.state === "dueNow")).toEqual([]);
  });

  it("a failed mail stays failed with its reason until the office resends it", () => {
    const list = timeline("2026-11-10T15:00:00Z", { records: [{ ...sent("confirmation", "booking", "2026-11-10T14:00:00Z"), state: "failed", sentAt: null, reason: "mailbox unavailable" }] });
    expect(find(list, k("confirmation", "booking"))).toMatchObject({ state: "failed", reason: "mailbox unavailable" });
  });

  it("a recorded skip keeps its reason even when the condition has changed", () => {
    const records = [{ ...sent("balanceReminder", "balance:2027-01-21:7d", "2027-01-14T08:00:00Z"), state: "skipped" as const, sentAt: null, reason: "paid" }];
    expect(find(timeline("2027-01-15T10:00:00Z", { records }), k("balanceReminder", "balance:2027-01-21:7d"))).toMatchObject({ state: "skipped", reason: "paid", recorded: true });
  });
});

describe("pausing", () => {
  it("holds every due mail of a paused booking", () => {
    const list = timeline("2026-11-10T14:00:00Z", { booking: { mailsPaused: true } });
    expect(find(list, k("confirmation", "booking")).state).toBe("paused");
    expect(find(list, k("arrivalInfo", "2027-02-20")).state).toBe("paused");
  });

  it("holds one mail and leaves the others", () => {
    const pause: MailRecord = { kind: "balanceReminder", key: k("balanceReminder", "balance:2027-01-21:7d"), state: "scheduled", paused: true, scheduledFor: null, sentAt: null, reason: null };
    const list = timeline("2027-01-14T08:00:00Z", { records: [pause] });
    expect(find(list, pause.key).state).toBe("paused");
    expect(find(list, k("confirmation", "booking")).state).toBe("skipped");
    expect(find(list, k("arrivalInfo", "2027-02-20")).state).toBe("scheduled");
  });

  it("sends a held mail late once resumed before its cut-off", () => {
    const resumed: MailRecord = { kind: "balanceReminder", key: k("balanceReminder", "balance:2027-01-21:7d"), state: "scheduled", paused: false, scheduledFor: null, sentAt: null, reason: null };
    expect(find(timeline("2027-01-16T08:00:00Z", { records: [resumed] }), resumed.key).state).toBe("dueNow");
  });

  it("skips a held mail whose cut-off passed", () => {
    expect(find(timeline("2026-11-13T08:00:00Z", { booking: { mailsPaused: true } }), k("confirmation", "booking"))).toMatchObject({ state: "skipped", reason: "tooLate" });
  });

  it("shows a paid reminder as paid, not paused", () => {
    expect(find(timeline("2027-01-14T08:00:00Z", { booking: { mailsPaused: true }, paid: [400_000] }), k("balanceReminder", "balance:2027-01-21:7d")).reason).toBe("paid");
  });
});

describe("a cancelled stay", () => {
  const records = [sent("confirmation", "booking", "2026-11-10T14:00:00Z"), sent("balanceReminder", "balance:2027-01-21:7d", "2027-01-14T08:00:00Z")];

  it("stops its timeline: nothing unsent goes, what was sent stays sent", () => {
    const list = timeline("2027-01-15T10:00:00Z", { booking: { cancelled: true }, records });
    expect(summary(list)).toEqual([
      ["confirmation:booking", "2026-11-10T14:00:00.000Z", "sent", null],
      ["balanceReminder:balance:2027-01-21:7d", "2027-01-14T08:00:00.000Z", "sent", null],
      ["arrivalInfo:2027-02-20", "2027-02-17T08:00:00.000Z", "skipped", "cancelled"],
      ["thankYou:2027-02-27", "2027-02-28T08:00:00.000Z", "skipped", "cancelled"],
    ]);
  });

  it("records its planned mails as skipped at once", () => {
    const now = new Date("2027-01-15T10:00:00Z");
    const list = timeline(now.toISOString(), { booking: { cancelled: true }, records });
    expect(timelineActions(list, now).recordSkip.map((m) => m.kind)).toEqual(["arrivalInfo", "thankYou"]);
    expect(timelineActions(list, now).send).toEqual([]);
  });

  it("drops a paused reminder row as cancelled", () => {
    const pause: MailRecord = { kind: "balanceReminder", key: k("balanceReminder", "balance:2027-01-21:1d"), state: "scheduled", paused: true, scheduledFor: new Date("2027-01-20T08:00:00Z"), sentAt: null, reason: null };
    expect(find(timeline("2027-01-15T10:00:00Z", { booking: { cancelled: true }, records: [pause] }), pause.key)).toMatchObject({ state: "skipped", reason: "cancelled", recorded: false });
  });
});

describe("a stay moved by Smoobu", () => {
  const moved = { arrival: "2027-02-27", departure: "2027-03-06" };
  const records = [
    sent("confirmation", "booking", "2026-11-10T14:00:00Z"),
    sent("balanceReminder", "balance:2027-01-21:7d", "2027-01-14T08:00:00Z"),
    sent("arrivalInfo", "2027-02-20", "2027-02-17T08:00:00Z", { withAccessDetails: true }),
  ];

  it("keeps sent mails sent, moves the future ones to the new dates", () => {
    const list = timeline("2027-01-15T10:00:00Z", { booking: moved, records: records.slice(0, 2) });
    expect(summary(list)).toEqual([
      ["confirmation:booking", "2026-11-10T14:00:00.000Z", "sent", null],
      ["balanceReminder:balance:2027-01-21:7d", "2027-01-14T08:00:00.000Z", "sent", null],
      ["balanceReminder:balance:2027-01-28:7d", "2027-01-21T08:00:00.000Z", "scheduled", null],
      ["balanceReminder:balance:2027-01-28:1d", "2027-01-27T08:00:00.000Z", "scheduled", null],
      ["balanceReminder:balance:2027-01-28:overdue", "2027-01-29T08:00:00.000Z", "scheduled", null],
      ["arrivalInfo:2027-02-27", "2027-02-24T08:00:00.000Z", "scheduled", null],
      ["thankYou:2027-03-06", "2027-03-07T08:00:00.000Z", "scheduled", null],
    ]);
  });

  it("sends arrival information for the new dates once more, and no second confirmation", () => {
    const list = timeline("2027-02-24T08:00:00Z", { booking: moved, records });
    expect(find(list, k("arrivalInfo", "2027-02-20")).state).toBe("sent");
    expect(find(list, k("arrivalInfo", "2027-02-27")).state).toBe("dueNow");
    expect(list.filter((m) => m.kind === "confirmation").map((m) => m.state)).toEqual(["sent"]);
  });

  it("drops a held mail of the old dates as moved", () => {
    const pause: MailRecord = { kind: "arrivalInfo", key: k("arrivalInfo", "2027-02-20"), state: "scheduled", paused: true, scheduledFor: new Date("2027-02-17T08:00:00Z"), sentAt: null, reason: null };
    const list = timeline("2027-01-15T10:00:00Z", { booking: moved, records: [pause] });
    expect(find(list, pause.key)).toMatchObject({ state: "skipped", reason: "moved", cutoffAt: null });
    expect(timelineActions(list, new Date("2027-01-15T10:00:00Z")).recordSkip.map((m) => m.key)).toContain(pause.key);
  });
});

describe("a booking without an address", () => {
  it("sends nothing and says why", () => {
    expect(timeline("2026-11-10T14:00:00Z", { booking: { hasAddress: false } }).map((m) => m.reason)).toEqual(["noAddress", "noAddress", "noAddress", "noAddress", "noAddress", "noAddress"]);
  });

  it("keeps its mails open until their cut-off: an address may still come from Smoobu", () => {
    const now = new Date("2026-11-11T10:00:00Z");
    expect(timelineActions(timeline(now.toISOString(), { booking: { hasAddress: false } }), now).recordSkip).toEqual([]);
    expect(find(timeline(now.toISOString()), k("confirmation", "booking")).state).toBe("dueNow");
    const later = new Date("2026-11-13T10:00:00Z");
    expect(timelineActions(timeline(later.toISOString(), { booking: { hasAddress: false } }), later).recordSkip.map((m) => [m.kind, m.reason])).toEqual([["confirmation", "tooLate"]]);
  });
});

describe("what the job does", () => {
  it("sends the due mails and records only the skips whose moment has come", () => {
    const now = new Date("2027-01-14T08:00:00Z");
    const list = timeline(now.toISOString(), { booking: { guestListRequired: true, guestListComplete: true } });
    const actions = timelineActions(list, now);
    expect(actions.send.map((m) => m.key)).toEqual([k("balanceReminder", "balance:2027-01-21:7d")]);
    // The confirmation's cut-off passed; the complete guest list may still change before 6 February.
    expect(actions.recordSkip.map((m) => [m.kind, m.reason])).toEqual([["confirmation", "tooLate"]]);
  });
});

describe("a booking over a simulated clock", () => {
  /** Runs the job every `stepMinutes` from `from` to `to` (skipping `down`), recording what it does. */
  function simulate(opts: { from: string; to: string; stepMinutes: number; down?: [string, string]; payBalanceAt?: string; bookedAt?: string }) {
    const b = booking(opts.bookedAt ? { bookedAt: new Date(opts.bookedAt) } : {});
    const records: MailRecord[] = [];
    const sends: { key: string; at: string }[] = [];
    for (let t = new Date(opts.from).getTime(); t <= new Date(opts.to).getTime(); t += opts.stepMinutes * 60_000) {
      const now = new Date(t);
      if (opts.down && t >= new Date(opts.down[0]).getTime() && t < new Date(opts.down[1]).getTime()) continue;
      const paid = opts.payBalanceAt && t >= new Date(opts.payBalanceAt).getTime() ? [50_000, 350_000] : [50_000];
      const today = now.toISOString().slice(0, 10);
      const list = mailTimeline({ booking: b, schedule: schedule(b, paid, today), records, now });
      const { send, recordSkip } = timelineActions(list, now);
      for (const m of send) {
        sends.push({ key: m.key, at: now.toISOString() });
        records.push({ kind: m.kind, key: m.key, state: "queued", paused: false, scheduledFor: m.scheduledAt, sentAt: now, reason: null, withAccessDetails: m.withAccessDetails ?? null });
      }
      for (const m of recordSkip) {
        const existing = records.findIndex((r) => r.key === m.key);
        const row: MailRecord = { kind: m.kind, key: m.key, state: "skipped", paused: false, scheduledFor: m.scheduledAt, sentAt: null, reason: m.reason };
        if (existing >= 0) records[existing] = row;
        else records.push(row);
      }
    }
    return { sends, records };
  }

  it("sends each mail exactly once, from booking to the thank-you", { timeout: 60_000 }, () => {
    const { sends } = simulate({ from: "2026-11-10T14:00:00Z", to: "2027-03-20T00:00:00Z", stepMinutes: 60 });
    expect(sends.map((s) => s.key.slice(ID.length + 1))).toEqual([
      "confirmation:booking",
      "balanceReminder:balance:2027-01-21:7d",
      "balanceReminder:balance:2027-01-21:1d",
      "balanceReminder:balance:2027-01-21:overdue",
      "arrivalInfo:2027-02-20",
      "thankYou:2027-02-27",
    ]);
    expect(new Set(sends.map((s) => s.key)).size).toBe(sends.length);
  });

  it("stops reminding once the balance is paid and sends the arrival information with access details", { timeout: 60_000 }, () => {
    const { sends, records } = simulate({ from: "2026-11-10T14:00:00Z", to: "2027-03-20T00:00:00Z", stepMinutes: 60, payBalanceAt: "2027-01-17T12:00:00Z" });
    expect(sends.map((s) => s.key.slice(ID.length + 1))).toEqual(["confirmation:booking", "balanceReminder:balance:2027-01-21:7d", "arrivalInfo:2027-02-20", "thankYou:2027-02-27"]);
    expect(records.find((r) => r.kind === "arrivalInfo")?.withAccessDetails).toBe(true);
    expect(records.filter((r) => r.state === "skipped").map((r) => [r.key.slice(ID.length + 1), r.reason])).toEqual([
      ["balanceReminder:balance:2027-01-21:1d", "paid"],
      ["balanceReminder:balance:2027-01-21:overdue", "paid"],
    ]);
  });

  it("after ten days down sends the useful mails late and skips the ones past their point", { timeout: 60_000 }, () => {
    // Down from 13 January to 23 January: the 7-day and 1-day reminders are past their point.
    const { sends, records } = simulate({ from: "2026-11-10T14:00:00Z", to: "2027-03-20T00:00:00Z", stepMinutes: 60, down: ["2027-01-13T00:00:00Z", "2027-01-23T10:00:00Z"] });
    expect(sends.map((s) => [s.key.slice(ID.length + 1), s.at])).toEqual([
      ["confirmation:booking", "2026-11-10T14:00:00.000Z"],
      ["balanceReminder:balance:2027-01-21:overdue", "2027-01-23T10:00:00.000Z"],
      ["arrivalInfo:2027-02-20", "2027-02-17T08:00:00.000Z"],
      ["thankYou:2027-02-27", "2027-02-28T08:00:00.000Z"],
    ]);
    // Never paid: the arrival information went without access details, which waited until the last day.
    expect(records.filter((r) => r.state === "skipped").map((r) => [r.key.slice(ID.length + 1), r.reason])).toEqual([
      ["balanceReminder:balance:2027-01-21:7d", "tooLate"],
      ["balanceReminder:balance:2027-01-21:1d", "tooLate"],
      ["accessDetails:2027-02-20", "tooLate"],
    ]);
  });

  it("sends the access details on their own once a late payment arrives after the arrival information", { timeout: 60_000 }, () => {
    const { sends, records } = simulate({ from: "2026-11-10T14:00:00Z", to: "2027-03-20T00:00:00Z", stepMinutes: 60, payBalanceAt: "2027-02-18T11:30:00Z" });
    expect(sends.map((s) => [s.key.slice(ID.length + 1), s.at]).slice(4)).toEqual([
      ["arrivalInfo:2027-02-20", "2027-02-17T08:00:00.000Z"],
      ["accessDetails:2027-02-20", "2027-02-18T12:00:00.000Z"],
      ["thankYou:2027-02-27", "2027-02-28T08:00:00.000Z"],
    ]);
    expect(records.find((r) => r.kind === "arrivalInfo")?.withAccessDetails).toBe(false);
  });
});

describe("for any clock, dates and records", () => {
  it("no two mails of a timeline share a key", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 200 }),
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 1, max: 21 }),
        fc.boolean(),
        fc.boolean(),
        (arrivalShift, hoursAfterBooking, nights, cancelled, paidAll) => {
          const arrival = addDays("2026-11-20", arrivalShift);
          const b = { arrival, departure: addDays(arrival, nights), cancelled, guestListRequired: true };
          const now = new Date(BOOKED_AT.getTime() + hoursAfterBooking * 3_600_000).toISOString();
          const list = timeline(now, { booking: b, paid: paidAll ? [400_000] : [50_000], records: [sent("arrivalInfo", arrival, now, { withAccessDetails: false })] });
          expect(new Set(list.map((m) => m.key)).size).toBe(list.length);
          for (const m of list) if (m.state === "dueNow") expect(m.scheduledAt.getTime()).toBeLessThanOrEqual(new Date(now).getTime());
        },
      ),
    );
  });
});

describe("which bookings have a timeline", () => {
  it("every stay sold on our site, cancelled or not", () => {
    for (const origin of ["offer", "instant"] as const) {
      for (const scheduleReason of [null, "nothingDue", "cancelled"] as const) expect(timelineApplies({ origin, scheduleReason, started: false })).toBe(true);
    }
  });

  it("a Smoobu booking of the direct channel once it owes something, and after it paid once begun", () => {
    expect(timelineApplies({ origin: "smoobu", scheduleReason: null, started: false })).toBe(true);
    expect(timelineApplies({ origin: "smoobu", scheduleReason: "nothingDue", started: false })).toBe(false);
    expect(timelineApplies({ origin: "smoobu", scheduleReason: "nothingDue", started: true })).toBe(true);
  });

  it("no stay of another channel or one the channel collects", () => {
    expect(timelineApplies({ origin: "smoobu", scheduleReason: "notOurs", started: false })).toBe(false);
    expect(timelineApplies({ origin: "offer", scheduleReason: "channel", started: false })).toBe(false);
  });
});

describe("guest facts", () => {
  it("a Smoobu placeholder is no address", () => {
    expect(hasGuestAddress("anna@example.com")).toBe(true);
    expect(hasGuestAddress("no-email+123@guests.invalid")).toBe(false);
    expect(hasGuestAddress("")).toBe(false);
    expect(hasGuestAddress(null)).toBe(false);
  });

  it("a guest list is complete once it names everyone the booking brings", () => {
    expect(isGuestListComplete({ registered: 3, adults: 2, children: 1 })).toBe(true);
    expect(isGuestListComplete({ registered: 2, adults: 2, children: 1 })).toBe(false);
    expect(isGuestListComplete({ registered: 0, adults: 0, children: 0 })).toBe(false);
  });
});
