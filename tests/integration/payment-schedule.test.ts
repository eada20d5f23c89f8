import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailTimeline } from "@/lib/data/mail-timeline";
import { listOverdueSchedules, readPaymentSchedule } from "@/lib/data/payment-schedule";
import { addDays } from "@/lib/domain/dates";
import { mailKey } from "@/lib/domain/mail-timeline";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The payment schedule and the mail timeline read from a real PostgreSQL (or PGlite): the ledger's
// rows (our payments, and Smoobu's reports the bookings trigger writes), the offer's deposit, the
// house's balance days, the office's override and the recorded mails.

let db: TestDb;
let smoobuId = 1000;
let ref = 0;
const NOW = new Date("2026-12-01T10:00:00Z");
const ARRIVAL = "2027-02-20";

beforeAll(async () => {
  db = await createTestDb();
});

/** A house of its own for each stay: live stays of one house may not overlap (a database rule). */
async function house(extra: object = {}) {
  const n = ++ref;
  return (await db.prisma.property.create({ data: { slug: `chalet-${n}`, name: `Chalet ${n}`, location: "Saas-Fee", maxGuests: 12, bedrooms: 3, bathrooms: 2, ...extra } })).id;
}

afterAll(async () => {
  await db?.drop();
});

/** A stay of `arrival` (7 nights) at CHF 4,000, booked through an offer paid at `paidAt` with `deposit` down. */
async function offerStay(opts: { arrival?: string; paidAt?: Date; deposit?: string | null; source?: "admin" | "instant"; depositPaid?: string; property?: string; email?: string; extra?: object } = {}) {
  const arrival = opts.arrival ?? ARRIVAL;
  const propertyId = opts.property ?? (await house());
  const offer = await db.prisma.offer.create({
    data: {
      offerToken: `token-${++ref}`,
      status: "accepted",
      source: opts.source ?? "admin",
      propertyId,
      checkIn: new Date(arrival),
      checkOut: new Date(addDays(arrival, 7)),
      totalPrice: "4000.00",
      downpaymentAmount: opts.deposit === undefined ? "500.00" : opts.deposit,
      paidAt: opts.paidAt ?? new Date("2026-11-10T14:00:00Z"),
    },
  });
  const booking = await db.prisma.booking.create({
    data: {
      smoobuBookingId: ++smoobuId,
      propertyId,
      arrival: new Date(arrival),
      departure: new Date(addDays(arrival, 7)),
      price: "4000.00",
      offerId: offer.id,
      email: opts.email ?? "anna@example.com",
      ...opts.extra,
    },
  });
  await pay(booking.id, opts.depositPaid ?? "500.00", "offer_deposit", offer.id);
  return booking;
}

async function pay(bookingId: string, amount: string, purpose: "offer_deposit" | "open_amount" = "open_amount", offerId: string | null = null) {
  await db.prisma.ledgerEntry.create({ data: { bookingId, offerId, kind: "payment", status: "succeeded", purpose, amount, provider: "stripe", providerRef: `pi_${++ref}` } });
}

async function smoobuStay(channelName: string, extra: object = {}) {
  const channel = await db.prisma.channel.create({ data: { smoobuChannelId: ++smoobuId, name: channelName } });
  return db.prisma.booking.create({
    data: {
      smoobuBookingId: ++smoobuId,
      propertyId: await house(),
      arrival: new Date(ARRIVAL),
      departure: new Date(addDays(ARRIVAL, 7)),
      price: "4000.00",
      prepayment: "1000.00",
      channelId: channel.id,
      createdAtSmoobu: new Date("2026-11-10T09:00:00Z"),
      email: "ben@example.com",
      ...extra,
    },
  });
}

async function scheduleOf(bookingId: string, now = NOW) {
  const s = await readPaymentSchedule(bookingId, { now });
  if (!s) throw new Error("booking not found");
  return s;
}

describe("the schedule of an offer", () => {
  it("has the deposit paid at booking and the balance due 30 days before arrival", async () => {
    const b = await offerStay();
    const s = await scheduleOf(b.id);
    expect(s).toMatchObject({ origin: "offer", bookedAt: new Date("2026-11-10T14:00:00Z"), override: null });
    expect(s.outcome.schedule?.instalments.map((i) => [i.kind, i.amount, i.paid, i.dueDate, i.state])).toEqual([
      ["deposit", 50_000, 50_000, "2026-11-10", "paid"],
      ["balance", 350_000, 0, "2027-01-21", "due"],
    ]);
  });

  it("follows the ledger: a balance payment makes it paid, a late one after overdue", async () => {
    const b = await offerStay();
    expect((await scheduleOf(b.id, new Date("2027-01-22T10:00:00Z"))).outcome.schedule?.instalments[1]?.state).toBe("overdue");
    await pay(b.id, "3500.00");
    const s = await scheduleOf(b.id, new Date("2027-01-22T10:00:00Z"));
    expect(s.outcome.schedule?.instalments.map((i) => i.state)).toEqual(["paid", "paid"]);
    expect(s.balance).toMatchObject({ open: 0, state: "fullyPaid" });
  });

  it("follows the house's balance days", async () => {
    const b = await offerStay({ property: await house({ balanceDueDays: 14 }) });
    expect((await scheduleOf(b.id)).outcome.schedule?.balanceDueDate).toBe("2027-02-06");
  });

  it("of an instant booking made late owes everything at once", async () => {
    const b = await offerStay({ source: "instant", paidAt: new Date("2027-02-01T18:00:00Z") });
    const s = await scheduleOf(b.id, new Date("2027-02-01T18:00:00Z"));
    expect(s.origin).toBe("instant");
    expect(s.outcome.schedule?.instalments.map((i) => [i.kind, i.amount, i.open, i.dueDate])).toEqual([["full", 400_000, 350_000, "2027-02-01"]]);
  });

  it("takes the office's override, with who and when", async () => {
    const b = await offerStay();
    const at = new Date("2026-11-20T08:00:00Z");
    const admin = "00000000-0000-4000-8000-000000000001";
    await db.prisma.paymentScheduleOverride.create({ data: { bookingId: b.id, dueDate: new Date("2027-02-05"), dueDateSetById: admin, dueDateSetAt: at, remindersWaived: true, remindersWaivedById: admin, remindersWaivedAt: at } });
    const s = await scheduleOf(b.id);
    expect(s.override).toEqual({ dueDate: "2027-02-05", dueDateSetById: admin, dueDateSetAt: at, remindersWaived: true, remindersWaivedById: admin, remindersWaivedAt: at });
    expect(s.outcome.schedule?.instalments[1]).toMatchObject({ dueDate: "2027-02-05", movedFrom: "2027-01-21" });
    expect(s.outcome.schedule?.remindersWaived).toBe(true);
  });
});

describe("the schedule of a Smoobu booking", () => {
  it("of the direct channel with an open amount: its prepayment as the deposit, unpaid and overdue", async () => {
    const b = await smoobuStay("Direct");
    const s = await scheduleOf(b.id);
    expect(s).toMatchObject({ origin: "smoobu", bookedAt: new Date("2026-11-10T09:00:00Z") });
    expect(s.outcome.schedule?.instalments.map((i) => [i.kind, i.amount, i.state])).toEqual([["deposit", 100_000, "overdue"], ["balance", 300_000, "due"]]);
  });

  it("counts the prepayment Smoobu reports as paid (the bookings trigger writes it to the ledger)", async () => {
    const b = await smoobuStay("Direct", { prepaymentPaid: true });
    expect((await scheduleOf(b.id)).outcome.schedule?.instalments.map((i) => i.state)).toEqual(["paid", "due"]);
  });

  it("has none once Smoobu reports the price paid", async () => {
    const b = await smoobuStay("Direct", { pricePaid: true });
    expect((await scheduleOf(b.id)).outcome).toEqual({ schedule: null, reason: "nothingDue" });
  });

  it("has none on a channel that collects, or on another channel", async () => {
    expect((await scheduleOf((await smoobuStay("Airbnb")).id)).outcome.reason).toBe("channel");
    expect((await scheduleOf((await smoobuStay("Homepage partner")).id)).outcome.reason).toBe("notOurs");
  });

  it("has none once cancelled", async () => {
    expect((await scheduleOf((await smoobuStay("Direct", { type: "cancelled" })).id)).outcome.reason).toBe("cancelled");
  });

  it("is unknown for a booking that does not exist", async () => {
    expect(await readPaymentSchedule("00000000-0000-4000-8000-00000000dead")).toBeNull();
  });
});

describe("the office's list of overdue stays", () => {
  it("has the stays with an overdue instalment, the longest overdue first, and no other", async () => {
    const overdue = await offerStay();
    const longer = await offerStay();
    await db.prisma.paymentScheduleOverride.create({ data: { bookingId: longer.id, dueDate: new Date("2027-01-10") } });
    const paid = await offerStay({ depositPaid: "4000.00" });
    const later = await offerStay({ arrival: "2027-06-01" });
    const channel = await smoobuStay("Airbnb");
    const cancelled = await offerStay({ extra: { type: "cancelled" } });
    const list = (await listOverdueSchedules({ now: new Date("2027-01-25T10:00:00Z") })).map((s) => s.bookingId);
    const mine = list.filter((id) => [overdue.id, longer.id, paid.id, later.id, channel.id, cancelled.id].includes(id));
    expect(mine).toEqual([longer.id, overdue.id]);
    expect(await listOverdueSchedules({ now: new Date("2027-01-21T10:00:00Z") }).then((l) => l.map((s) => s.bookingId))).toContain(longer.id);
    expect(await listOverdueSchedules({ now: new Date("2027-01-21T10:00:00Z") }).then((l) => l.map((s) => s.bookingId))).not.toContain(overdue.id);
  });

  it("leaves out a stay that is over", async () => {
    const b = await offerStay();
    expect((await listOverdueSchedules({ now: new Date("2027-02-28T10:00:00Z") })).map((s) => s.bookingId)).not.toContain(b.id);
  });
});

describe("the mail timeline read from the database", () => {
  it("plans an offer's mails and keeps what was recorded", async () => {
    const b = await offerStay();
    await db.prisma.bookingMail.create({
      data: { bookingId: b.id, kind: "confirmation", key: mailKey(b.id, "confirmation", "booking"), state: "sent", scheduledFor: new Date("2026-11-10T14:00:00Z"), sentAt: new Date("2026-11-10T14:00:04Z") },
    });
    const t = await readMailTimeline(b.id, { now: new Date("2027-01-14T08:00:00Z") });
    expect(t?.applies).toBe(true);
    expect(t?.mails.map((m) => [m.kind, m.point, m.state])).toEqual([
      ["confirmation", "booking", "sent"],
      ["balanceReminder", "balance:2027-01-21:7d", "dueNow"],
      ["balanceReminder", "balance:2027-01-21:1d", "scheduled"],
      ["balanceReminder", "balance:2027-01-21:overdue", "scheduled"],
      ["arrivalInfo", ARRIVAL, "scheduled"],
      ["thankYou", addDays(ARRIVAL, 7), "scheduled"],
    ]);
  });

  it("asks for the guest list until it names everyone", async () => {
    const b = await offerStay({ property: await house({ requestGuestLists: true }), extra: { adults: 2, children: 0 } });
    const when = { now: new Date("2027-02-06T08:00:00Z") };
    const request = async () => (await readMailTimeline(b.id, when))?.mails.find((m) => m.kind === "guestListRequest");
    expect(await request()).toMatchObject({ state: "dueNow" });
    for (const firstName of ["Anna", "Ben"]) await db.prisma.bookingGuest.create({ data: { bookingId: b.id, firstName, lastName: "Muster", dateOfBirth: new Date("1980-01-01") } });
    expect(await request()).toMatchObject({ state: "skipped", reason: "guestListComplete" });
  });

  it("sends nothing to Smoobu's placeholder address", async () => {
    const b = await offerStay({ email: "no-email+77@guests.invalid" });
    const t = await readMailTimeline(b.id, { now: new Date("2026-11-10T14:00:00Z") });
    expect(new Set(t?.mails.map((m) => m.reason))).toEqual(new Set(["noAddress"]));
  });

  it("holds the mails of a paused booking and stops those of a cancelled one", async () => {
    const paused = await offerStay({ extra: { mailsPaused: true } });
    expect((await readMailTimeline(paused.id, { now: new Date("2027-02-17T08:00:00Z") }))?.mails.find((m) => m.kind === "arrivalInfo")?.state).toBe("paused");
    const cancelled = await offerStay({ extra: { type: "cancelled" } });
    const t = await readMailTimeline(cancelled.id, { now: NOW });
    expect(t?.mails.filter((m) => m.kind !== "confirmation").map((m) => m.reason)).toEqual(["cancelled", "cancelled"]);
  });

  it("moves with dates Smoobu changed, keeping the sent arrival information sent", async () => {
    const b = await offerStay();
    await db.prisma.bookingMail.create({ data: { bookingId: b.id, kind: "arrivalInfo", key: mailKey(b.id, "arrivalInfo", ARRIVAL), state: "sent", withAccessDetails: false, sentAt: new Date("2027-02-17T08:00:00Z") } });
    const moved = addDays(ARRIVAL, 7);
    await db.prisma.booking.update({ where: { id: b.id }, data: { arrival: new Date(moved), departure: new Date(addDays(moved, 7)) } });
    const t = await readMailTimeline(b.id, { now: new Date("2027-02-18T08:00:00Z") });
    expect(t?.mails.filter((m) => m.kind === "arrivalInfo").map((m) => [m.point, m.state])).toEqual([[ARRIVAL, "sent"], [moved, "scheduled"]]);
  });

  it("has no timeline for a stay of another channel", async () => {
    const t = await readMailTimeline((await smoobuStay("Booking.com")).id, { now: NOW });
    expect(t).toMatchObject({ applies: false, mails: [] });
  });

  it("is unknown for a booking that does not exist", async () => {
    expect(await readMailTimeline("00000000-0000-4000-8000-00000000dead")).toBeNull();
  });
});

describe("a house's access details", () => {
  it("are left out of every read that does not ask for them", async () => {
    const id = await house({ accessDetails: { de: "Schlüsselbox 4711", en: "Key box 4711" }, arrivalInfo: { de: "Ab Parkhaus zu Fuss", en: "On foot from the car park" } });
    const plain = await db.prisma.property.findUniqueOrThrow({ where: { id } });
    expect(plain).not.toHaveProperty("accessDetails");
    expect(plain.arrivalInfo).toEqual({ de: "Ab Parkhaus zu Fuss", en: "On foot from the car park" });
    const asked = await db.prisma.property.findUniqueOrThrow({ where: { id }, select: { accessDetails: true } });
    expect(asked.accessDetails).toEqual({ de: "Schlüsselbox 4711", en: "Key box 4711" });
  });
});
