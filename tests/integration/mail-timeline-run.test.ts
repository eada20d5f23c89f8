import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPaymentSchedule } from "@/lib/data/payment-schedule";
import { runMailTimelines, type ComposeTimelineMail } from "@/lib/jobs/mail-timeline";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// One booking driven over a simulated clock, from booking to the thank-you: the job's pass runs
// every six hours; the balance is paid on the way; the site is down for a week in the middle and
// comes back as two instances running the same pass at once. Every mail goes once, at its moment
// or late within its cut-off, and the ledger holds each payment.

let db: TestDb;
let bookingId: string;
const ARRIVAL = "2027-02-20";

const compose: ComposeTimelineMail = async ({ mail }) => ({ to: "anna@example.com", subject: `${mail.kind} ${mail.point}`, text: mail.withAccessDetails ? "with access details" : "…", template: `timeline-${mail.kind}`, locale: "en" });

beforeAll(async () => {
  db = await createTestDb();
  const property = await db.prisma.property.create({ data: { slug: "sim", name: "Sim", location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, requestGuestLists: true } });
  const offer = await db.prisma.offer.create({
    data: { offerToken: "sim", status: "accepted", propertyId: property.id, totalPrice: "4000.00", downpaymentAmount: "500.00", paidAt: new Date("2026-11-10T14:00:00Z") },
  });
  bookingId = (await db.prisma.booking.create({
    data: { smoobuBookingId: 77, propertyId: property.id, arrival: new Date(ARRIVAL), departure: new Date("2027-02-27"), price: "4000.00", offerId: offer.id, email: "anna@example.com", adults: 2 },
  })).id;
  await db.prisma.ledgerEntry.create({ data: { bookingId, offerId: offer.id, kind: "payment", status: "succeeded", purpose: "offer_deposit", amount: "500.00", provider: "stripe", providerRef: "pi_deposit" } });
});

afterAll(async () => {
  await db?.drop();
});

const STEP = 6 * 3_600_000;

describe("a booking over a simulated clock", () => {
  it("gets each mail exactly once, late after downtime or skipped past its point, and its payments in the ledger", { timeout: 240_000 }, async () => {
    const down = [new Date("2027-01-13T02:00:00Z").getTime(), new Date("2027-01-20T08:00:00Z").getTime()] as const;
    const paidAt = new Date("2027-01-25T15:00:00Z").getTime();
    let paid = false;
    for (let t = new Date("2026-11-10T14:00:00Z").getTime(); t <= new Date("2027-03-05T02:00:00Z").getTime(); t += STEP) {
      if (t >= down[0] && t < down[1]) continue;
      if (!paid && t >= paidAt) {
        await db.prisma.ledgerEntry.create({ data: { bookingId, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "3500.00", provider: "stripe", providerRef: "pi_balance" } });
        paid = true;
      }
      const now = new Date(t);
      // Back from the downtime as two instances, both running the pass at once.
      if (t === down[1]) await Promise.all([runMailTimelines({ compose, now }), runMailTimelines({ compose, now })]);
      else await runMailTimelines({ compose, now });
    }

    const outbox = await db.prisma.mailOutbox.findMany({ select: { subject: true, textBody: true } });
    expect(outbox.map((m) => m.subject).sort()).toEqual(
      [
        "confirmation booking",
        "balanceReminder balance:2027-01-21:1d",
        "balanceReminder balance:2027-01-21:overdue",
        "guestListRequest booking",
        `arrivalInfo ${ARRIVAL}`,
        "thankYou 2027-02-27",
      ].sort(),
    );
    expect(outbox.find((m) => m.subject.startsWith("arrivalInfo"))?.textBody).toBe("with access details");

    const rows = await db.prisma.bookingMail.findMany({ where: { bookingId }, orderBy: { scheduledFor: "asc" }, select: { kind: true, key: true, state: true, sentAt: true, reason: true } });
    expect(rows.map((r) => [r.key.slice(bookingId.length + 1), r.state, r.sentAt?.toISOString() ?? null, r.reason])).toEqual([
      ["confirmation:booking", "queued", "2026-11-10T14:00:00.000Z", null],
      // Down when it was due: by the time the site was back the 1-day reminder was due too.
      ["balanceReminder:balance:2027-01-21:7d", "skipped", null, "superseded"],
      ["balanceReminder:balance:2027-01-21:1d", "queued", "2027-01-20T08:00:00.000Z", null],
      ["balanceReminder:balance:2027-01-21:overdue", "queued", "2027-01-22T08:00:00.000Z", null],
      ["guestListRequest:booking", "queued", "2027-02-06T08:00:00.000Z", null],
      [`arrivalInfo:${ARRIVAL}`, "queued", "2027-02-17T08:00:00.000Z", null],
      ["thankYou:2027-02-27", "queued", "2027-02-28T08:00:00.000Z", null],
    ]);

    const ledger = await db.prisma.ledgerEntry.findMany({ where: { bookingId, kind: "payment" }, orderBy: { amount: "asc" }, select: { amount: true, purpose: true } });
    expect(ledger.map((l) => [l.amount.toFixed(2), l.purpose])).toEqual([["500.00", "offer_deposit"], ["3500.00", "open_amount"]]);
    const schedule = await readPaymentSchedule(bookingId, { now: new Date("2027-03-05T02:00:00Z") });
    expect(schedule?.outcome.schedule?.instalments.map((i) => [i.kind, i.state])).toEqual([["deposit", "paid"], ["balance", "paid"]]);
  });
});
