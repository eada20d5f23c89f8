import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balance, MIN_CHARGE_RAPPEN, type BalanceInput, type LedgerRow } from "./ledger";

const TODAY = "2026-11-25";
const input = (rows: LedgerRow[], overrides: Partial<BalanceInput> = {}): BalanceInput => ({
  total: 100_000,
  cancelled: false,
  departure: "2026-12-10",
  today: TODAY,
  rows,
  ...overrides,
});
let n = 0;
const id = () => `row-${++n}`;
const payment = (amount: number, extra: Partial<LedgerRow> = {}): LedgerRow => ({ id: id(), kind: "payment", status: "succeeded", amount, ...extra });
const refund = (parent: LedgerRow, amount: number, status: LedgerRow["status"] = "succeeded", extra: Partial<LedgerRow> = {}): LedgerRow => ({
  id: id(), kind: "refund", status, amount, parentId: parent.id, ...extra,
});
const dispute = (parent: LedgerRow, amount: number, status: LedgerRow["status"]): LedgerRow => ({ id: id(), kind: "dispute", status, amount, parentId: parent.id });
const smoobu = (source: "price" | "prepayment" | "deposit", amount: number, status: LedgerRow["status"] = "reported"): LedgerRow => ({
  id: id(), kind: "external", status, amount, source,
});

describe("a booking with nothing paid", () => {
  it("owes its total and can be paid", () => {
    const b = balance(input([]));
    expect(b).toMatchObject({ total: 100_000, due: 100_000, paid: 0, open: 100_000, credit: 0, state: "unpaid", payable: true, notPayable: null });
  });

  it("owes nothing when it has no price, and offers no button", () => {
    expect(balance(input([], { total: 0 }))).toMatchObject({ due: 0, open: 0, state: "nothingDue", payable: false, notPayable: "nothingOpen" });
  });
});

describe("payments through us", () => {
  it("count in full once succeeded", () => {
    const b = balance(input([payment(30_000), payment(20_000)]));
    expect(b).toMatchObject({ received: 50_000, paidThroughUs: 50_000, paid: 50_000, open: 50_000, state: "partlyPaid", payable: true });
  });

  it("settle the booking when they reach the total, and an overpayment is a credit, never a negative open amount", () => {
    expect(balance(input([payment(100_000)]))).toMatchObject({ open: 0, credit: 0, state: "fullyPaid", payable: false, notPayable: "nothingOpen" });
    expect(balance(input([payment(100_000), payment(25_000)]))).toMatchObject({ open: 0, credit: 25_000, state: "fullyPaid" });
  });
});

describe("Smoobu's report of money paid elsewhere", () => {
  it("price paid (e.g. a Booking.com stay): fully paid, no open amount, no button, also for a past stay", () => {
    const row = smoobu("price", 100_000);
    const b = balance(input([row], { departure: "2026-01-10" }));
    expect(b).toMatchObject({ paidElsewhere: 100_000, paid: 100_000, open: 0, state: "fullyPaid", payable: false });
    expect(b.counted[row.id]).toBe(100_000);
  });

  it("price paid tops up what our own payments do not cover, never more", () => {
    const ours = payment(40_000);
    const row = smoobu("price", 100_000);
    const b = balance(input([ours, row]));
    expect(b).toMatchObject({ paidThroughUs: 40_000, paidElsewhere: 60_000, paid: 100_000, open: 0 });
    expect(balance(input([payment(100_000), smoobu("price", 100_000)]))).toMatchObject({ paidElsewhere: 0, paid: 100_000, credit: 0 });
  });

  it("a paid prepayment counts; an unpaid (withdrawn) one does not", () => {
    expect(balance(input([smoobu("prepayment", 30_000)]))).toMatchObject({ paidElsewhere: 30_000, open: 70_000, state: "partlyPaid" });
    expect(balance(input([smoobu("prepayment", 30_000, "withdrawn")]))).toMatchObject({ paidElsewhere: 0, open: 100_000, state: "unpaid" });
  });

  it("our own deposit written into the prepayment is not counted twice", () => {
    const deposit = payment(25_000, { mirroredAsPrepayment: true });
    const report = smoobu("prepayment", 25_000);
    const b = balance(input([deposit, report]));
    expect(b).toMatchObject({ paidThroughUs: 25_000, paidElsewhere: 0, paid: 25_000, open: 75_000 });
    expect(b.counted[report.id]).toBe(0);
  });

  it("a prepayment larger than our mirrored deposit counts the difference as paid elsewhere", () => {
    const b = balance(input([payment(25_000, { mirroredAsPrepayment: true }), smoobu("prepayment", 40_000)]));
    expect(b).toMatchObject({ paidElsewhere: 15_000, paid: 40_000, open: 60_000 });
  });

  it("a channel prepayment plus the rest paid through us settles the booking, before and after Smoobu marks the price paid", () => {
    expect(balance(input([smoobu("prepayment", 30_000), payment(70_000)]))).toMatchObject({ paid: 100_000, open: 0, credit: 0 });
    expect(balance(input([smoobu("prepayment", 30_000), smoobu("price", 100_000), payment(70_000)]))).toMatchObject({ paid: 100_000, open: 0, credit: 0 });
  });

  it("the security deposit is shown but is not part of the price", () => {
    const b = balance(input([smoobu("deposit", 50_000)]));
    expect(b).toMatchObject({ securityDeposit: 50_000, paid: 0, open: 100_000 });
    expect(balance(input([smoobu("deposit", 50_000, "withdrawn")])).securityDeposit).toBe(0);
  });
});

describe("refunds", () => {
  it("count from the moment they are decided; failed and canceled ones give nothing back", () => {
    const p = payment(100_000);
    for (const status of ["requested", "pending", "succeeded"] as const) {
      expect(balance(input([p, refund(p, 30_000, status)]))).toMatchObject({ refunded: 30_000, paidThroughUs: 70_000, open: 30_000 });
    }
    expect(balance(input([p, refund(p, 30_000, "requested")])).refundsInProgress).toBe(30_000);
    expect(balance(input([p, refund(p, 30_000, "succeeded")])).refundsInProgress).toBe(0);
    for (const status of ["failed", "canceled"] as const) {
      expect(balance(input([p, refund(p, 30_000, status)]))).toMatchObject({ refunded: 0, paidThroughUs: 100_000, open: 0 });
    }
  });

  it("a refund of a double payment brings the credit back to zero", () => {
    const first = payment(100_000);
    const second = payment(100_000);
    expect(balance(input([first, second])).credit).toBe(100_000);
    expect(balance(input([first, second, refund(second, 100_000)]))).toMatchObject({ credit: 0, open: 0, state: "fullyPaid" });
  });

  it("a goodwill refund lowers the price, so the booking stays settled", () => {
    const p = payment(100_000);
    const b = balance(input([p, refund(p, 20_000, "succeeded", { reducesPrice: true })]));
    expect(b).toMatchObject({ due: 80_000, paid: 80_000, open: 0, state: "fullyPaid", payable: false });
  });

  it("a full refund of a partial payment re-opens the whole amount", () => {
    const p = payment(25_000);
    expect(balance(input([p, refund(p, 25_000)]))).toMatchObject({ paid: 0, open: 100_000, state: "unpaid" });
  });

  it("what each payment can still give back", () => {
    const a = payment(60_000);
    const b = payment(40_000);
    const result = balance(input([a, b, refund(a, 10_000), refund(a, 5_000, "failed"), refund(b, 40_000, "pending")]));
    expect(result.refundable).toEqual({ [a.id]: 50_000, [b.id]: 0 });
  });
});

describe("disputes follow Stripe's money", () => {
  const withFee = (row: LedgerRow, fee: number): LedgerRow => ({ ...row, fee });

  it("an open chargeback has taken the money already; a lost one keeps it; a won one gives it back", () => {
    const p = payment(100_000);
    expect(balance(input([p, dispute(p, 100_000, "open")]))).toMatchObject({ disputed: 100_000, chargedBack: 0, paidThroughUs: 0, paid: 0, open: 100_000, state: "unpaid" });
    expect(balance(input([p, dispute(p, 100_000, "lost")]))).toMatchObject({ disputed: 0, chargedBack: 100_000, paid: 0, open: 100_000 });
    expect(balance(input([p, dispute(p, 100_000, "won")]))).toMatchObject({ disputed: 0, chargedBack: 0, paid: 100_000, open: 0 });
  });

  it("an inquiry, a prevented dispute and a closed inquiry move no money", () => {
    const p = payment(100_000);
    for (const status of ["inquiry", "prevented", "canceled"] as const) {
      expect(balance(input([p, dispute(p, 100_000, status)]))).toMatchObject({ disputed: 0, chargedBack: 0, paid: 100_000, open: 0, state: "fullyPaid" });
    }
  });

  it("a payment under an open or lost chargeback can no longer be refunded; under an inquiry, a prevented, closed or won dispute it can", () => {
    const p = payment(100_000);
    for (const status of ["open", "lost"] as const) expect(balance(input([p, dispute(p, 100_000, status)])).refundable[p.id]).toBe(0);
    for (const status of ["inquiry", "prevented", "canceled", "won"] as const) expect(balance(input([p, dispute(p, 100_000, status)])).refundable[p.id]).toBe(100_000);
  });

  it("the guest is not asked to pay again while a chargeback is open; once it is lost, the stay can be paid", () => {
    const p = payment(100_000);
    expect(balance(input([p, dispute(p, 100_000, "open")]))).toMatchObject({ payable: false, notPayable: "disputeOpen" });
    expect(balance(input([p, dispute(p, 100_000, "lost")]))).toMatchObject({ payable: true, notPayable: null });
  });

  it("dispute fees are our cost, summed whatever the outcome, and never change what the guest owes", () => {
    const a = payment(60_000);
    const b = payment(40_000);
    const result = balance(input([a, b, withFee(dispute(a, 60_000, "won"), 1500), withFee(dispute(b, 40_000, "lost"), 1500)]));
    expect(result).toMatchObject({ disputeFees: 3000, paid: 60_000, open: 40_000 });
    expect(balance(input([a, b])).disputeFees).toBe(0);
    expect(() => balance(input([a, withFee(dispute(a, 1, "open"), 0.5)]))).toThrow(RangeError);
  });
});

describe("cancelled stays", () => {
  it("owe nothing and offer no button", () => {
    expect(balance(input([], { cancelled: true }))).toMatchObject({ due: 0, open: 0, credit: 0, state: "cancelled", payable: false, notPayable: "cancelled" });
  });

  it("money of ours still held is a credit (a refund due); refunded, it is zero", () => {
    const p = payment(25_000);
    expect(balance(input([p], { cancelled: true }))).toMatchObject({ credit: 25_000 });
    expect(balance(input([p, refund(p, 25_000)], { cancelled: true }))).toMatchObject({ credit: 0, paid: 0 });
  });

  it("what a channel collected is not our credit", () => {
    expect(balance(input([smoobu("price", 100_000)], { cancelled: true }))).toMatchObject({ paidElsewhere: 0, credit: 0 });
  });
});

describe("stays whose channel collects (Airbnb, Booking.com...)", () => {
  it("owe us nothing and offer no button, whatever Smoobu reports", () => {
    expect(balance(input([], { collectedByChannel: true }))).toMatchObject({ total: 100_000, due: 0, paid: 0, open: 0, credit: 0, state: "channel", payable: false, notPayable: "nothingOpen" });
    expect(balance(input([smoobu("price", 100_000)], { collectedByChannel: true }))).toMatchObject({ due: 0, paidElsewhere: 0, open: 0, state: "channel" });
    // A prepayment the channel took is not a credit of ours.
    expect(balance(input([smoobu("prepayment", 30_000)], { collectedByChannel: true }))).toMatchObject({ paidElsewhere: 0, credit: 0, state: "channel" });
  });

  it("money the guest paid through us on top is a credit (a refund due)", () => {
    expect(balance(input([payment(30_000)], { collectedByChannel: true }))).toMatchObject({ due: 0, paid: 30_000, open: 0, credit: 30_000, state: "channel" });
  });

  it("a cancelled channel stay reads cancelled", () => {
    expect(balance(input([], { collectedByChannel: true, cancelled: true })).state).toBe("cancelled");
  });
});

describe("past stays and small remainders", () => {
  it("a stay that is over is never offered online payment, though the amount stays visible", () => {
    const b = balance(input([payment(50_000)], { departure: "2026-11-24" }));
    expect(b).toMatchObject({ open: 50_000, payable: false, notPayable: "stayOver" });
  });

  it("the departure day itself can still be paid", () => {
    expect(balance(input([], { departure: TODAY })).payable).toBe(true);
  });

  it("less than Stripe's minimum charge cannot be paid online", () => {
    const b = balance(input([payment(100_000 - (MIN_CHARGE_RAPPEN - 1))]));
    expect(b).toMatchObject({ open: MIN_CHARGE_RAPPEN - 1, payable: false, notPayable: "belowMinimum" });
    expect(balance(input([payment(100_000 - MIN_CHARGE_RAPPEN)])).payable).toBe(true);
  });
});

describe("guards", () => {
  it("refuses non-integer or negative amounts (CHF where Rappen belong)", () => {
    expect(() => balance(input([payment(12.5)]))).toThrow(RangeError);
    expect(() => balance(input([payment(-1)]))).toThrow(RangeError);
    expect(() => balance(input([], { total: 0.5 }))).toThrow(RangeError);
  });
});

/**
 * An independent model of the rule's money, written from the decisions in ledger.ts's header and
 * not from its code: only a succeeded payment is money received; a refund counts while requested,
 * pending or succeeded; an open chargeback has taken its money and a lost one keeps it. Each kind is generated with every
 * status, so counting a failed payment (or a failed refund, or an open dispute) shows here.
 */
const STATUSES = ["succeeded", "requested", "pending", "failed", "canceled", "open", "won", "lost", "reported", "withdrawn", "inquiry", "prevented"] as const;

function model(rows: readonly LedgerRow[]) {
  const amountOf = (pick: (r: LedgerRow) => boolean) => rows.filter(pick).reduce((s, r) => s + r.amount, 0);
  const isPayment = (r: LedgerRow) => r.kind === "payment" && r.status === "succeeded";
  const refundBack = (r: LedgerRow) => r.kind === "refund" && (r.status === "requested" || r.status === "pending" || r.status === "succeeded");
  const received = amountOf(isPayment);
  const refunded = amountOf(refundBack);
  const disputed = amountOf((r) => r.kind === "dispute" && r.status === "open");
  const chargedBack = amountOf((r) => r.kind === "dispute" && r.status === "lost");
  const refundable: Record<string, number> = {};
  for (const p of rows.filter(isPayment)) {
    const blocked = rows.some((d) => d.kind === "dispute" && d.parentId === p.id && (d.status === "open" || d.status === "lost"));
    refundable[p.id] = blocked ? 0 : Math.max(0, p.amount - amountOf((r) => refundBack(r) && r.parentId === p.id));
  }
  return { received, refunded, disputed, chargedBack, paidThroughUs: received - refunded - disputed - chargedBack, refundable };
}

describe("the statuses of every kind, against an independent model", () => {
  const rowsArb = fc
    .array(
      fc.record({
        kind: fc.constantFrom("payment", "refund", "dispute"),
        status: fc.constantFrom(...STATUSES),
        amount: fc.integer({ min: 1, max: 200_000 }),
        parent: fc.nat({ max: 7 }),
        reducesPrice: fc.boolean(),
      }),
      { maxLength: 10 },
    )
    .map((raw) => raw.map((r, i): LedgerRow => ({ id: `s${i}`, kind: r.kind, status: r.status, amount: r.amount, parentId: `s${r.parent}`, reducesPrice: r.reducesPrice })));

  it("received, refunded, charged back, paid through us, open and refundable follow the statuses", () => {
    fc.assert(
      fc.property(rowsArb, fc.integer({ min: 0, max: 1_000_000 }), (rows, total) => {
        const b = balance(input(rows, { total }));
        const m = model(rows);
        expect({ received: b.received, refunded: b.refunded, disputed: b.disputed, chargedBack: b.chargedBack, paidThroughUs: b.paidThroughUs }).toEqual({
          received: m.received, refunded: m.refunded, disputed: m.disputed, chargedBack: m.chargedBack, paidThroughUs: m.paidThroughUs,
        });
        // Without Smoobu's reports, paid is what came through us, and open what of the due it leaves.
        expect(b.paid).toBe(m.paidThroughUs);
        expect(b.open).toBe(Math.max(0, b.due - m.paidThroughUs));
        expect(b.refundable).toEqual(m.refundable);
      }),
      { numRuns: 500 },
    );
  });

  it("a failed, canceled or pending payment is never money received", () => {
    for (const status of STATUSES.filter((s) => s !== "succeeded")) {
      const b = balance(input([{ id: "p", kind: "payment", status, amount: 100_000 }]));
      expect(b).toMatchObject({ received: 0, paid: 0, open: 100_000, state: "unpaid" });
      expect(b.refundable).toEqual({});
    }
  });
});

describe("invariants over any ledger", () => {
  const rowArb = fc.record({
    kind: fc.constantFrom("payment", "refund", "dispute", "external"),
    status: fc.constantFrom(...STATUSES),
    amount: fc.integer({ min: 1, max: 500_000 }),
    source: fc.constantFrom("price", "prepayment", "deposit"),
    reducesPrice: fc.boolean(),
    mirroredAsPrepayment: fc.boolean(),
  });
  it("open and credit are never both positive, never negative, and paid = due − open + credit", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.boolean(), (raw, total, cancelled, collectedByChannel) => {
        const rows: LedgerRow[] = raw.map((r, i) => ({ ...r, id: `r${i}`, parentId: "r0" }));
        const b = balance(input(rows, { total, cancelled, collectedByChannel }));
        expect(b.open).toBeGreaterThanOrEqual(0);
        expect(b.credit).toBeGreaterThanOrEqual(0);
        expect(b.open > 0 && b.credit > 0).toBe(false);
        expect(b.paid).toBe(b.due - b.open + b.credit);
        expect(b.payable).toBe(b.open >= MIN_CHARGE_RAPPEN && !cancelled && b.disputed === 0);
      }),
    );
  });
});
