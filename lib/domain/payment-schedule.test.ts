import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, SITE_TIME_ZONE, todayIn } from "./dates";
import { balance, type LedgerRow } from "./ledger";
import { balanceDueDate, DEFAULT_BALANCE_DUE_DAYS, isDirectChannel, paymentSchedule, type PaymentSchedule, type ScheduleInput } from "./payment-schedule";

const ARRIVAL = "2027-02-20";
const DEPARTURE = "2027-02-27";

let n = 0;
const paymentRow = (amount: number): LedgerRow => ({ id: `p${++n}`, kind: "payment", status: "succeeded", amount });

/** The ledger rule's figures for a stay of `total` with these payments (one rule for money). */
function ledger(total: number, payments: number[] = [], extra: { cancelled?: boolean; collectedByChannel?: boolean; rows?: LedgerRow[] } = {}) {
  return balance({ total, cancelled: extra.cancelled ?? false, collectedByChannel: extra.collectedByChannel ?? false, departure: DEPARTURE, today: "2026-12-01", rows: [...payments.map(paymentRow), ...(extra.rows ?? [])] });
}

const input = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  origin: "offer",
  arrival: ARRIVAL,
  bookedOn: "2026-11-10",
  balance: ledger(400_000, [50_000]),
  deposit: 50_000,
  balanceDueDays: 30,
  today: "2026-12-01",
  ...overrides,
});

function schedule(overrides: Partial<ScheduleInput> = {}): PaymentSchedule {
  const outcome = paymentSchedule(input(overrides));
  if (!outcome.schedule) throw new Error(`no schedule: ${outcome.reason}`);
  return outcome.schedule;
}

describe("the balance due date", () => {
  it("is 30 days before arrival when the house sets nothing", () => {
    expect(DEFAULT_BALANCE_DUE_DAYS).toBe(30);
    expect(balanceDueDate("2027-02-20", null)).toBe("2027-01-21");
    expect(balanceDueDate("2027-02-20", undefined)).toBe("2027-01-21");
  });

  it("follows the house's own number of days", () => {
    expect(balanceDueDate("2027-02-20", 14)).toBe("2027-02-06");
    expect(balanceDueDate("2027-02-20", 0)).toBe("2027-02-20");
  });

  it("crosses a year end backwards", () => {
    expect(balanceDueDate("2027-01-15", 30)).toBe("2026-12-16");
    expect(balanceDueDate("2027-01-01", 1)).toBe("2026-12-31");
  });

  it("is a calendar day whatever DST does in between", () => {
    // Summer time begins 28 March 2027 and ends 31 October 2027 in Zurich.
    expect(balanceDueDate("2027-04-10", 30)).toBe("2027-03-11");
    expect(balanceDueDate("2027-11-15", 30)).toBe("2027-10-16");
    expect(balanceDueDate("2027-03-28", 1)).toBe("2027-03-27");
    expect(balanceDueDate("2027-10-31", 0)).toBe("2027-10-31");
  });

  it("counts 29 February in a leap year", () => {
    expect(balanceDueDate("2028-03-15", 30)).toBe("2028-02-14");
    expect(balanceDueDate("2027-03-15", 30)).toBe("2027-02-13");
  });

  it("refuses a negative or fractional number of days", () => {
    expect(() => balanceDueDate(ARRIVAL, -1)).toThrow(RangeError);
    expect(() => balanceDueDate(ARRIVAL, 1.5)).toThrow(RangeError);
  });
});

describe("a stay booked early with a deposit", () => {
  it("has the deposit at booking and the balance 30 days before arrival", () => {
    const s = schedule();
    expect(s.instalments).toEqual([
      { kind: "deposit", amount: 50_000, paid: 50_000, open: 0, dueDate: "2026-11-10", movedFrom: null, state: "paid", partlyPaid: false },
      { kind: "balance", amount: 350_000, paid: 0, open: 350_000, dueDate: "2027-01-21", movedFrom: null, state: "due", partlyPaid: false },
    ]);
    expect(s).toMatchObject({ due: 400_000, paid: 50_000, open: 350_000, balanceDueDate: "2027-01-21", overdue: false, remindersWaived: false });
    expect(s.next?.kind).toBe("balance");
  });

  it("shows the balance partly paid when a payment covers the deposit and some more", () => {
    const s = schedule({ balance: ledger(400_000, [50_000, 100_000]) });
    expect(s.instalments[1]).toMatchObject({ kind: "balance", amount: 350_000, paid: 100_000, open: 250_000, state: "due", partlyPaid: true });
  });

  it("fills the deposit first when less than the deposit is paid", () => {
    const s = schedule({ balance: ledger(400_000, [20_000]) });
    expect(s.instalments[0]).toMatchObject({ kind: "deposit", paid: 20_000, open: 30_000, partlyPaid: true });
    expect(s.instalments[1]).toMatchObject({ kind: "balance", paid: 0, open: 350_000, partlyPaid: false });
    expect(s.next?.kind).toBe("deposit");
  });

  it("is paid in full once the ledger says so", () => {
    const s = schedule({ balance: ledger(400_000, [50_000, 350_000]) });
    expect(s.instalments.map((i) => i.state)).toEqual(["paid", "paid"]);
    expect(s).toMatchObject({ open: 0, next: null, overdue: false });
  });

  it("counts money paid elsewhere (Smoobu's price paid) as the ledger does", () => {
    const s = schedule({ balance: ledger(400_000, [50_000], { rows: [{ id: "ext", kind: "external", status: "reported", amount: 400_000, source: "price" }] }) });
    expect(s.instalments.map((i) => i.state)).toEqual(["paid", "paid"]);
  });

  it("keeps an over-payment out of the instalments (the ledger shows it as a credit)", () => {
    const s = schedule({ balance: ledger(400_000, [50_000, 400_000]) });
    expect(s.instalments.map((i) => [i.paid, i.open])).toEqual([[50_000, 0], [350_000, 0]]);
    expect(s.paid).toBe(450_000);
  });

  it("lowers the balance by a goodwill refund that reduces the price", () => {
    const pay = paymentRow(50_000);
    const goodwill: LedgerRow = { id: "g", kind: "refund", status: "succeeded", amount: 10_000, parentId: pay.id, reducesPrice: true };
    const b = balance({ total: 400_000, cancelled: false, departure: DEPARTURE, today: "2026-12-01", rows: [pay, goodwill] });
    const s = schedule({ balance: b });
    expect(s.instalments.map((i) => [i.kind, i.amount])).toEqual([["deposit", 50_000], ["balance", 340_000]]);
  });
});

describe("the state of an instalment over time", () => {
  it("is due up to and including its due date", () => {
    expect(schedule({ today: "2027-01-21" }).instalments[1]?.state).toBe("due");
  });

  it("is overdue from the day after its due date", () => {
    const s = schedule({ today: "2027-01-22" });
    expect(s.instalments[1]?.state).toBe("overdue");
    expect(s.overdue).toBe(true);
  });

  it("turns overdue at midnight in Zurich, not at midnight UTC", () => {
    // 22:30 UTC on 21 January is already 22 January in Zurich (UTC+1 in winter).
    const before = todayIn(SITE_TIME_ZONE, new Date("2027-01-21T22:59:00Z"));
    const after = todayIn(SITE_TIME_ZONE, new Date("2027-01-21T23:00:00Z"));
    expect(schedule({ today: before }).instalments[1]?.state).toBe("due");
    expect(schedule({ today: after }).instalments[1]?.state).toBe("overdue");
  });

  it("turns overdue at midnight in Zurich in summer time too (UTC+2)", () => {
    const s = (today: string) => schedule({ arrival: "2027-07-10", bookedOn: "2027-03-01", today }).instalments[1];
    expect(s("2027-03-01")?.dueDate).toBe("2027-06-10");
    expect(s(todayIn(SITE_TIME_ZONE, new Date("2027-06-10T21:59:00Z")))?.state).toBe("due");
    expect(s(todayIn(SITE_TIME_ZONE, new Date("2027-06-10T22:00:00Z")))?.state).toBe("overdue");
  });

  it("is paid, not overdue, when paid after its due date", () => {
    expect(schedule({ today: "2027-02-01", balance: ledger(400_000, [400_000]) }).instalments[1]?.state).toBe("paid");
  });

  it("is overdue and partly paid when part of it came too late", () => {
    expect(schedule({ today: "2027-02-01", balance: ledger(400_000, [50_000, 1_000]) }).instalments[1]).toMatchObject({ state: "overdue", partlyPaid: true, open: 349_000 });
  });

  it("makes an unpaid deposit overdue the day after booking", () => {
    const s = schedule({ origin: "smoobu", directChannel: true, balance: ledger(400_000), today: "2026-11-11" });
    expect(s.instalments[0]).toMatchObject({ kind: "deposit", state: "overdue" });
    expect(s.instalments[1]).toMatchObject({ kind: "balance", state: "due" });
  });
});

describe("a stay booked late", () => {
  it("owes everything at once when booked after the balance date", () => {
    const s = schedule({ bookedOn: "2027-02-01", balance: ledger(400_000, [50_000]), today: "2027-02-01" });
    expect(s.instalments).toEqual([{ kind: "full", amount: 400_000, paid: 50_000, open: 350_000, dueDate: "2027-02-01", movedFrom: null, state: "due", partlyPaid: true }]);
  });

  it("owes everything at once when booked on the balance date itself", () => {
    expect(schedule({ bookedOn: "2027-01-21" }).instalments.map((i) => i.kind)).toEqual(["full"]);
  });

  it("still has a deposit when booked the day before the balance date", () => {
    expect(schedule({ bookedOn: "2027-01-20" }).instalments.map((i) => [i.kind, i.dueDate])).toEqual([["deposit", "2027-01-20"], ["balance", "2027-01-21"]]);
  });

  it("owes everything at once when booked after arrival (a booking entered afterwards)", () => {
    expect(schedule({ bookedOn: "2027-02-22" }).instalments.map((i) => [i.kind, i.dueDate])).toEqual([["full", "2027-02-22"]]);
  });

  it("is overdue from the day after booking while the rest is open", () => {
    expect(schedule({ bookedOn: "2027-02-01", today: "2027-02-02" }).instalments[0]?.state).toBe("overdue");
  });

  it("follows the house's days: 14 days makes a booking 20 days ahead an early one", () => {
    expect(schedule({ bookedOn: "2027-01-31", balanceDueDays: 14 }).instalments.map((i) => [i.kind, i.dueDate])).toEqual([["deposit", "2027-01-31"], ["balance", "2027-02-06"]]);
    expect(schedule({ bookedOn: "2027-01-31", balanceDueDays: 30 }).instalments.map((i) => i.kind)).toEqual(["full"]);
  });

  it("across a year end: booked 28 December for 10 January owes all at once", () => {
    expect(schedule({ arrival: "2027-01-10", bookedOn: "2026-12-28" }).instalments.map((i) => [i.kind, i.dueDate])).toEqual([["full", "2026-12-28"]]);
  });
});

describe("deposits that make one instalment", () => {
  it("a deposit covering the whole price", () => {
    expect(schedule({ deposit: 400_000 }).instalments.map((i) => [i.kind, i.amount, i.dueDate])).toEqual([["full", 400_000, "2026-11-10"]]);
  });

  it("a deposit above the price (the price was lowered since)", () => {
    expect(schedule({ deposit: 500_000 }).instalments.map((i) => [i.kind, i.amount])).toEqual([["full", 400_000]]);
  });

  it("no deposit: everything on the balance date", () => {
    for (const deposit of [0, null]) {
      expect(schedule({ deposit, balance: ledger(400_000) }).instalments.map((i) => [i.kind, i.amount, i.dueDate])).toEqual([["balance", 400_000, "2027-01-21"]]);
    }
  });

  it("refuses a deposit that is not whole Rappen", () => {
    expect(() => paymentSchedule(input({ deposit: 10.5 }))).toThrow();
  });
});

describe("the office's override", () => {
  it("moves the balance's due date and says from where", () => {
    const s = schedule({ override: { dueDate: "2027-02-10" }, today: "2027-02-01" });
    expect(s.instalments[1]).toMatchObject({ kind: "balance", dueDate: "2027-02-10", movedFrom: "2027-01-21", state: "due" });
    expect(s.instalments[0]).toMatchObject({ dueDate: "2026-11-10", movedFrom: null });
    expect(s.balanceDueDate).toBe("2027-01-21");
    expect(s.overdue).toBe(false);
  });

  it("can make a balance due earlier", () => {
    expect(schedule({ override: { dueDate: "2026-12-01" }, today: "2026-12-02" }).instalments[1]).toMatchObject({ dueDate: "2026-12-01", state: "overdue" });
  });

  it("moves the single due date of a late booking", () => {
    expect(schedule({ bookedOn: "2027-02-01", override: { dueDate: "2027-02-15" } }).instalments[0]).toMatchObject({ kind: "full", dueDate: "2027-02-15", movedFrom: "2027-02-01" });
  });

  it("is not shown as moved when it names the rule's own date", () => {
    expect(schedule({ override: { dueDate: "2027-01-21" } }).instalments[1]?.movedFrom).toBeNull();
  });

  it("waives reminders without changing any amount or date", () => {
    const plain = schedule();
    const waived = schedule({ override: { remindersWaived: true } });
    expect(waived.remindersWaived).toBe(true);
    expect(waived.instalments).toEqual(plain.instalments);
  });
});

describe("which bookings have a schedule", () => {
  it("offers and instant bookings, even once fully paid", () => {
    for (const origin of ["offer", "instant"] as const) {
      expect(paymentSchedule(input({ origin })).reason).toBeNull();
      expect(paymentSchedule(input({ origin, balance: ledger(400_000, [400_000]) })).reason).toBeNull();
    }
  });

  it("Smoobu bookings of the direct channel with an open amount", () => {
    expect(paymentSchedule(input({ origin: "smoobu", directChannel: true, balance: ledger(400_000) })).reason).toBeNull();
  });

  it("not a Smoobu booking of the direct channel with nothing open", () => {
    expect(paymentSchedule(input({ origin: "smoobu", directChannel: true, balance: ledger(400_000, [400_000]) }))).toEqual({ schedule: null, reason: "nothingDue" });
  });

  it("not a Smoobu booking of another channel", () => {
    expect(paymentSchedule(input({ origin: "smoobu", directChannel: false, balance: ledger(400_000) }))).toEqual({ schedule: null, reason: "notOurs" });
  });

  it("not a stay whose channel collects", () => {
    expect(paymentSchedule(input({ balance: ledger(400_000, [], { collectedByChannel: true }) }))).toEqual({ schedule: null, reason: "channel" });
  });

  it("not a cancelled stay", () => {
    expect(paymentSchedule(input({ balance: ledger(400_000, [50_000], { cancelled: true }) }))).toEqual({ schedule: null, reason: "cancelled" });
  });

  it("not a stay without a price", () => {
    expect(paymentSchedule(input({ balance: ledger(0) }))).toEqual({ schedule: null, reason: "nothingDue" });
  });
});

describe("the direct channel", () => {
  it("is the channel named Direct, whatever its case", () => {
    expect(isDirectChannel({ name: "Direct", smoobuChannelId: 1 }, null)).toBe(true);
    expect(isDirectChannel({ name: "direct booking", smoobuChannelId: 1 }, null)).toBe(true);
  });

  it("is the configured channel whatever its name", () => {
    expect(isDirectChannel({ name: "Homepage", smoobuChannelId: 465_612 }, 465_612)).toBe(true);
  });

  it("is no other channel, and not a booking without one", () => {
    expect(isDirectChannel({ name: "Airbnb", smoobuChannelId: 2 }, 465_612)).toBe(false);
    expect(isDirectChannel({ name: null, smoobuChannelId: null }, null)).toBe(false);
    expect(isDirectChannel(null, 465_612)).toBe(false);
  });
});

describe("for any stay", () => {
  const arb = fc.record({
    total: fc.integer({ min: 1, max: 5_000_000 }),
    deposit: fc.option(fc.integer({ min: 0, max: 6_000_000 }), { nil: null }),
    payments: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 4 }),
    bookedAhead: fc.integer({ min: -5, max: 400 }),
    days: fc.integer({ min: 0, max: 120 }),
    todayOffset: fc.integer({ min: -400, max: 30 }),
  });

  it("the instalments add up to what is due and their open parts to what is open", () => {
    fc.assert(
      fc.property(arb, ({ total, deposit, payments, bookedAhead, days, todayOffset }) => {
        const s = schedule({ balance: ledger(total, payments), deposit, bookedOn: addDays(ARRIVAL, -bookedAhead), balanceDueDays: days, today: addDays(ARRIVAL, todayOffset) });
        expect(s.instalments.reduce((a, i) => a + i.amount, 0)).toBe(s.due);
        expect(s.instalments.reduce((a, i) => a + i.open, 0)).toBe(s.open);
        for (const i of s.instalments) {
          expect(i.amount).toBeGreaterThan(0);
          expect(i.paid + i.open).toBe(i.amount);
        }
        // Money pays the earlier instalment first.
        const [first, second] = s.instalments;
        if (first && second && second.paid > 0) expect(first.open).toBe(0);
        // Dates never go backwards.
        if (first && second) expect(first.dueDate <= second.dueDate).toBe(true);
      }),
    );
  });
});
