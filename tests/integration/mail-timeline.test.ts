import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTimelineCandidates, readMailTimeline } from "@/lib/data/mail-timeline";
import { queueTimelineMail, recordMailSkip, setBookingMailsPaused, setMailPaused } from "@/lib/data/mail-timeline-record";
import { readPaymentSchedule, setBalanceDueDate, setRemindersWaived } from "@/lib/data/payment-schedule";
import { mailKey, type TimelineMail } from "@/lib/domain/mail-timeline";
import type { OutgoingMail } from "@/lib/integrations/mail/outbox";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The timeline's writes on a real database: a mail is handed to the outbox once however often (and
// however concurrently) the job tries; a skip is made final; the office's pauses, moved due date
// and waived reminders are kept with who and when, and the timeline read back follows them.

let db: TestDb;
let n = 0;
const ADMIN = "00000000-0000-4000-8000-0000000000ad";
const ARRIVAL = "2027-02-20";

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

/** An offer's stay (CHF 4,000, CHF 500 deposit paid on 10 November 2026) in a house of its own. */
async function stay() {
  const i = ++n;
  const property = await db.prisma.property.create({ data: { slug: `house-${i}`, name: `House ${i}`, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2 } });
  const offer = await db.prisma.offer.create({
    data: { offerToken: `t-${i}`, status: "accepted", propertyId: property.id, totalPrice: "4000.00", downpaymentAmount: "500.00", paidAt: new Date("2026-11-10T14:00:00Z") },
  });
  const booking = await db.prisma.booking.create({
    data: { smoobuBookingId: 5000 + i, propertyId: property.id, arrival: new Date(ARRIVAL), departure: new Date("2027-02-27"), price: "4000.00", offerId: offer.id, email: "anna@example.com" },
  });
  await db.prisma.ledgerEntry.create({ data: { bookingId: booking.id, offerId: offer.id, kind: "payment", status: "succeeded", purpose: "offer_deposit", amount: "500.00", provider: "stripe", providerRef: `pi_${i}` } });
  return booking.id;
}

const outgoing = (subject: string): OutgoingMail => ({ to: "anna@example.com", subject, text: "…", template: "timeline-test", locale: "en" });

async function mailAt(bookingId: string, now: string, kind: TimelineMail["kind"], point: string): Promise<TimelineMail> {
  const mail = (await readMailTimeline(bookingId, { now: new Date(now) }))?.mails.find((m) => m.key === mailKey(bookingId, kind, point));
  if (!mail) throw new Error(`no ${kind} ${point}`);
  return mail;
}

describe("handing a mail to the outbox", () => {
  it("happens once however often the job tries", async () => {
    const id = await stay();
    const mail = await mailAt(id, "2026-11-10T14:00:00Z", "confirmation", "booking");
    expect(mail.state).toBe("dueNow");
    const first = await queueTimelineMail(id, mail, outgoing("Your booking"), new Date("2026-11-10T14:00:01Z"));
    expect(first).not.toBeNull();
    expect(await queueTimelineMail(id, mail, outgoing("Your booking"), new Date("2026-11-10T14:05:00Z"))).toBeNull();
    expect(await db.prisma.mailOutbox.count({ where: { subject: "Your booking" } })).toBe(1);
    const row = await db.prisma.bookingMail.findUniqueOrThrow({ where: { bookingId_kind_key: { bookingId: id, kind: "confirmation", key: mail.key } } });
    expect(row).toMatchObject({ state: "queued", outboxId: first, sentAt: new Date("2026-11-10T14:00:01Z"), scheduledFor: new Date("2026-11-10T14:00:00Z") });
    expect((await mailAt(id, "2026-11-10T14:06:00Z", "confirmation", "booking")).state).toBe("sent");
  });

  it("happens once when several workers try at the same moment", async () => {
    const id = await stay();
    const mail = await mailAt(id, "2027-01-14T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d");
    const results = await Promise.all(Array.from({ length: 5 }, () => queueTimelineMail(id, mail, outgoing(`Reminder ${id}`))));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await db.prisma.mailOutbox.count({ where: { subject: `Reminder ${id}` } })).toBe(1);
    expect(await db.prisma.bookingMail.count({ where: { bookingId: id } })).toBe(1);
  });

  it("keeps whether the arrival information carried the access details", async () => {
    const id = await stay();
    const mail = await mailAt(id, "2027-02-17T08:00:00Z", "arrivalInfo", ARRIVAL);
    expect(mail.withAccessDetails).toBe(false);
    await queueTimelineMail(id, mail, outgoing("Arrival"));
    // Paid later: the access details follow in their own mail.
    await db.prisma.ledgerEntry.create({ data: { bookingId: id, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "3500.00", provider: "stripe", providerRef: `pi_rest_${id}` } });
    expect(await mailAt(id, "2027-02-18T09:00:00Z", "accessDetails", ARRIVAL)).toMatchObject({ state: "dueNow" });
  });
});

describe("the outbox's delivery", () => {
  it("shows a delivered mail as sent when it left, and a mail the outbox gave up on as failed with why", async () => {
    const id = await stay();
    const confirmation = await mailAt(id, "2026-11-10T14:00:00Z", "confirmation", "booking");
    const reminder = await mailAt(id, "2027-01-14T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d");
    const delivered = await queueTimelineMail(id, confirmation, outgoing("Delivered"), new Date("2026-11-10T14:00:00Z"));
    const refused = await queueTimelineMail(id, reminder, outgoing("Refused"), new Date("2027-01-14T08:00:00Z"));
    await db.prisma.mailOutbox.update({ where: { id: delivered ?? "" }, data: { status: "sent", sentAt: new Date("2026-11-10T14:02:00Z") } });
    await db.prisma.mailOutbox.update({ where: { id: refused ?? "" }, data: { status: "failed", lastError: "550 mailbox unavailable" } });
    const later = "2027-01-15T10:00:00Z";
    expect(await mailAt(id, later, "confirmation", "booking")).toMatchObject({ state: "sent", sentAt: new Date("2026-11-10T14:02:00Z") });
    expect(await mailAt(id, later, "balanceReminder", "balance:2027-01-21:7d")).toMatchObject({ state: "failed", reason: "550 mailbox unavailable" });
  });
});

describe("a skip made final", () => {
  it("is kept with its reason and stops the mail for good", async () => {
    const id = await stay();
    const mail = await mailAt(id, "2026-11-13T10:00:00Z", "confirmation", "booking");
    expect(mail).toMatchObject({ state: "skipped", reason: "tooLate", recorded: false });
    expect(await recordMailSkip(id, mail, "tooLate")).toBe(true);
    expect(await recordMailSkip(id, mail, "tooLate")).toBe(false);
    expect(await mailAt(id, "2026-11-13T10:00:00Z", "confirmation", "booking")).toMatchObject({ state: "skipped", reason: "tooLate", recorded: true });
    expect(await queueTimelineMail(id, mail, outgoing("Late confirmation"))).toBeNull();
    expect(await db.prisma.mailOutbox.count({ where: { subject: "Late confirmation" } })).toBe(0);
  });
});

describe("the office's pauses", () => {
  it("hold one mail, and it goes once resumed", async () => {
    const id = await stay();
    const key = mailKey(id, "balanceReminder", "balance:2027-01-21:7d");
    expect(await setMailPaused({ bookingId: id, kind: "balanceReminder", key, paused: true, adminId: ADMIN, now: new Date("2026-12-01T10:00:00Z") })).toEqual({ ok: true });
    const held = await mailAt(id, "2027-01-14T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d");
    expect(held.state).toBe("paused");
    expect(await queueTimelineMail(id, held, outgoing(`Held ${id}`))).toBeNull();
    expect(await db.prisma.bookingMail.findFirstOrThrow({ where: { key } })).toMatchObject({ paused: true, pausedById: ADMIN, pausedAt: new Date("2026-12-01T10:00:00Z"), state: "scheduled" });

    await setMailPaused({ bookingId: id, kind: "balanceReminder", key, paused: false, adminId: ADMIN });
    const resumed = await mailAt(id, "2027-01-15T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d");
    expect(resumed.state).toBe("dueNow");
    expect(await queueTimelineMail(id, resumed, outgoing(`Held ${id}`))).not.toBeNull();
  });

  it("cannot pause a mail already sent, nor a mail of another booking", async () => {
    const id = await stay();
    const other = await stay();
    const mail = await mailAt(id, "2026-11-10T14:00:00Z", "confirmation", "booking");
    await queueTimelineMail(id, mail, outgoing("Sent"));
    expect(await setMailPaused({ bookingId: id, kind: "confirmation", key: mail.key, paused: true, adminId: ADMIN })).toEqual({ ok: false, error: "alreadyDone" });
    expect(await setMailPaused({ bookingId: other, kind: "confirmation", key: mail.key, paused: true, adminId: ADMIN })).toEqual({ ok: false, error: "mailNotFound" });
    expect(await setMailPaused({ bookingId: id, kind: "thankYou", key: mail.key, paused: true, adminId: ADMIN })).toEqual({ ok: false, error: "mailNotFound" });
  });

  it("hold every mail of a paused booking, with who and when", async () => {
    const id = await stay();
    const at = new Date("2026-12-02T09:00:00Z");
    expect(await setBookingMailsPaused({ bookingId: id, paused: true, adminId: ADMIN, now: at })).toEqual({ ok: true });
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id }, select: { mailsPaused: true, mailsPausedById: true, mailsPausedAt: true } })).toEqual({ mailsPaused: true, mailsPausedById: ADMIN, mailsPausedAt: at });
    expect((await mailAt(id, "2027-02-17T08:00:00Z", "arrivalInfo", ARRIVAL)).state).toBe("paused");
    expect(await setBookingMailsPaused({ bookingId: "00000000-0000-4000-8000-00000000dead", paused: true, adminId: ADMIN })).toEqual({ ok: false, error: "bookingNotFound" });
  });
});

describe("the office's schedule override", () => {
  it("moves the balance's due date and its reminders, and can move it back", async () => {
    const id = await stay();
    const at = new Date("2026-12-03T09:00:00Z");
    expect(await setBalanceDueDate({ bookingId: id, dueDate: "2027-02-05", adminId: ADMIN, now: at })).toEqual({ ok: true });
    const s = await readPaymentSchedule(id, { now: new Date("2027-01-25T10:00:00Z") });
    expect(s?.outcome.schedule?.instalments[1]).toMatchObject({ dueDate: "2027-02-05", movedFrom: "2027-01-21", state: "due" });
    expect(s?.override).toMatchObject({ dueDate: "2027-02-05", dueDateSetById: ADMIN, dueDateSetAt: at });
    expect((await mailAt(id, "2027-01-29T08:00:00Z", "balanceReminder", "balance:2027-02-05:7d")).state).toBe("dueNow");

    await setBalanceDueDate({ bookingId: id, dueDate: null, adminId: ADMIN });
    expect((await readPaymentSchedule(id, { now: new Date("2027-01-25T10:00:00Z") }))?.outcome.schedule?.instalments[1]).toMatchObject({ dueDate: "2027-01-21", movedFrom: null, state: "overdue" });
  });

  it("waives the reminders, with who and when", async () => {
    const id = await stay();
    const at = new Date("2026-12-04T09:00:00Z");
    expect(await setRemindersWaived({ bookingId: id, waived: true, adminId: ADMIN, now: at })).toEqual({ ok: true });
    expect((await readPaymentSchedule(id))?.override).toMatchObject({ remindersWaived: true, remindersWaivedById: ADMIN, remindersWaivedAt: at, dueDate: null });
    expect(await mailAt(id, "2027-01-14T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d")).toMatchObject({ state: "skipped", reason: "waived" });
    await setRemindersWaived({ bookingId: id, waived: false, adminId: ADMIN });
    expect((await mailAt(id, "2027-01-14T08:00:00Z", "balanceReminder", "balance:2027-01-21:7d")).state).toBe("dueNow");
  });

  it("refuses an unknown booking", async () => {
    const unknown = "00000000-0000-4000-8000-00000000dead";
    expect(await setBalanceDueDate({ bookingId: unknown, dueDate: "2027-02-05", adminId: ADMIN })).toEqual({ ok: false, error: "bookingNotFound" });
    expect(await setRemindersWaived({ bookingId: unknown, waived: true, adminId: ADMIN })).toEqual({ ok: false, error: "bookingNotFound" });
  });
});

describe("the bookings the job walks", () => {
  it("are the live stays until the thank-you's cut-off, and cancelled ones with an unsettled row", async () => {
    const live = await stay();
    const cancelled = await stay();
    const held = await stay();
    await setMailPaused({ bookingId: held, kind: "arrivalInfo", key: mailKey(held, "arrivalInfo", ARRIVAL), paused: true, adminId: ADMIN });
    await db.prisma.booking.updateMany({ where: { id: { in: [cancelled, held] } }, data: { type: "cancelled" } });
    const during = await listTimelineCandidates({ now: new Date("2027-03-10T10:00:00Z") });
    expect(during).toContain(live);
    expect(during).toContain(held);
    expect(during).not.toContain(cancelled);
    expect(await listTimelineCandidates({ now: new Date("2027-03-20T10:00:00Z") })).not.toContain(live);
  });
});
