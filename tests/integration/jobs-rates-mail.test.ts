import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverQueuedMail, MAX_ATTEMPTS, smtpTransport } from "@/lib/jobs/mail";
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { startIncrementalSync } from "@/lib/jobs/sync/incremental";
import { ratesWindow, runRatesSync } from "@/lib/jobs/sync/rates-sync";
import { createRun } from "@/lib/jobs/sync/runs";
import { startFakeSmtp, type FakeSmtp } from "@/tests/fakes/smtp";
import { addDays, isoDay, smoobuStamp } from "@/tests/fakes/smoobu/generate";
import type { FakeRateDay, FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Rates sync and incremental sync against the fake Smoobu; mail delivery against a tiny real
// SMTP server (tests/fakes/smtp.ts).

let db: TestDb;
let fake: FakeSmoobu;
let smtp: FakeSmtp;
const A = { id: 6_600_001, name: "Rates A" };
const B = { id: 6_600_002, name: "Rates B" };

beforeAll(async () => {
  db = await createTestDb();
  fake = await startSignedFake({ apartments: [A, B] });
  smtp = await startFakeSmtp();
  for (const a of [A, B]) await db.prisma.property.create({ data: { slug: `r-${a.id}`, name: a.name, location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1, smoobuPropertyId: a.id } });
  await db.prisma.property.create({ data: { slug: "no-smoobu", name: "Not in Smoobu", location: "Saas-Fee", maxGuests: 2, bedrooms: 1, bathrooms: 1 } });
});

afterAll(async () => {
  await smtp?.close();
  await fake?.close();
  await db?.drop();
});

describe("rates sync", () => {
  it("stores 24 months of rates for every property with a Smoobu id", async () => {
    const today = new Date();
    const { start, end } = ratesWindow(today);
    expect(end.slice(0, 4)).toBe(String(today.getUTCFullYear() + 2));
    const days: Record<string, FakeRateDay> = {};
    for (let i = 0; i < 730; i++) days[isoDay(addDays(new Date(`${start}T00:00:00Z`), i))] = i % 10 === 0 ? { price: null, min_length_of_stay: null, available: 0 } : { price: 120.5, min_length_of_stay: 2, available: 1 };
    fake.rates.set(A.id, days);
    // B has no rates at all: Smoobu answers [] for it, which is an empty map, not an error.
    await db.prisma.propertyRate.create({ data: { propertyId: (await db.prisma.property.findUniqueOrThrow({ where: { smoobuPropertyId: B.id } })).id, date: new Date(`${start}T00:00:00Z`), available: false } });

    const run = await createRun(db.prisma, "rates", {});
    const result = await runRatesSync(run.id, { db: db.prisma, client: clientFor(fake) });
    expect(result).toMatchObject({ status: "succeeded", total: 2, done: 2, failed: 0 });
    // Asked in chunks of at most 90 days (RATES_CHUNK_DAYS), from the window's first day to its last.
    const rates = fake.requests.filter((r) => r.path === "/api/rates");
    expect(rates[0]?.query).toBe(`apartments%5B%5D=${A.id}&apartments%5B%5D=${B.id}&end_date=${isoDay(addDays(new Date(`${start}T00:00:00Z`), 89))}&start_date=${start}`);
    expect(rates.at(-1)?.query).toMatch(new RegExp(`^apartments%5B%5D=${A.id}&apartments%5B%5D=${B.id}&end_date=${end}&start_date=`));

    const a = await db.prisma.property.findUniqueOrThrow({ where: { smoobuPropertyId: A.id }, include: { rates: { orderBy: { date: "asc" } } } });
    expect(a.rates.length).toBe(Object.keys(days).filter((d) => d <= end).length);
    expect(a.rates[0]).toMatchObject({ available: false, price: null, minLengthOfStay: null });
    expect(a.rates[1]).toMatchObject({ available: true, minLengthOfStay: 2 });
    expect(a.rates[1]?.price?.toString()).toBe("120.5");
    expect(await db.prisma.propertyRate.count({ where: { property: { smoobuPropertyId: B.id } } })).toBe(0);

    // Twice gives the same rows, not twice as many.
    const again = await runRatesSync((await createRun(db.prisma, "rates", {})).id, { db: db.prisma, client: clientFor(fake) });
    expect(again.status).toBe("succeeded");
    expect(await db.prisma.propertyRate.count()).toBe(a.rates.length);
  });

  it("reads Smoobu's available as a count: any positive number (or true) is open, 0 and false closed", async () => {
    const { start } = ratesWindow(new Date());
    const day = (i: number) => isoDay(addDays(new Date(`${start}T00:00:00Z`), i));
    const answers: FakeRateDay["available"][] = [2, 1, 0, true, false, 5];
    fake.rates.set(A.id, Object.fromEntries(answers.map((available, i) => [day(i), { price: 150, min_length_of_stay: 2, available }])));
    const result = await runRatesSync((await createRun(db.prisma, "rates", {})).id, { db: db.prisma, client: clientFor(fake) });
    expect(result.status).toBe("succeeded");
    const stored = await db.prisma.propertyRate.findMany({ where: { property: { smoobuPropertyId: A.id } }, orderBy: { date: "asc" }, take: answers.length });
    expect(stored.map((r) => r.available)).toEqual([true, true, false, true, false, true]);
  });

  it("fails the run with 'Error syncing rates' when Smoobu refuses", async () => {
    fake.failNext(10, 500);
    const result = await runRatesSync((await createRun(db.prisma, "rates", {})).id, { db: db.prisma, client: clientFor(fake) });
    fake.failNext(0, 500);
    expect(result.status).toBe("failed");
    expect(result.message).toMatch(/^Error syncing rates/);
  });
});

describe("incremental sync", () => {
  it("asks for changes since the last successful run and applies them", async () => {
    const [first] = fake.generate({ count: 20, apartments: [A], start: addDays(new Date(), -100), firstId: 4_000_000 });
    const history = await createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });
    await runBookingsSync(history.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    if (!first) throw new Error("no booking");
    fake.addBooking({ ...first, type: "cancellation", modifiedAt: smoobuStamp(new Date()) });

    const run = await startIncrementalSync({ db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(run).toMatchObject({ status: "succeeded", kind: "bookings_incremental", total: 1, done: 1 });
    const query = new URLSearchParams(fake.requests.at(-1)?.query);
    expect(query.get("modifiedFrom")).toBe(isoDay(history.startedAt));
    expect(query.get("showCancellation")).toBe("true");
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: first.id } })).type).toBe("cancelled");
  });
});

describe("mail delivery", () => {
  const queue = (to: string) => db.prisma.mailOutbox.create({ data: { toAddress: to, subject: "Hello", textBody: "Body text", template: "test", status: "queued" } });

  it("keeps mails queued without SMTP", async () => {
    const mail = await queue("nobody@example.com");
    expect(await deliverQueuedMail({ db: db.prisma, transport: null, from: "Saastal <info@example.com>" })).toEqual({ sent: 0, retried: 0, failed: 0, deferred: 0 });
    expect((await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("queued");
    await db.prisma.mailOutbox.delete({ where: { id: mail.id } });
  });

  it("sends over SMTP, retries a temporary failure later and gives up after the last attempt", async () => {
    const transport = smtpTransport(smtp.url);
    const ok = await queue("guest@example.com");
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "Saastal <info@example.com>" })).toMatchObject({ sent: 1 });
    expect(await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: ok.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.messages.at(-1)?.to).toEqual(["<guest@example.com>"]);
    expect(smtp.messages.at(-1)?.data).toContain("Subject: Hello");

    const flaky = await queue("flaky@example.com");
    smtp.rejectNext(1);
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com" })).toMatchObject({ retried: 1 });
    const waiting = await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: flaky.id } });
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting.lastError).toContain("451");
    expect(waiting.sendAfter.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens now; later it goes out.
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com" })).toMatchObject({ sent: 0 });
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com", now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 1 });

    const doomed = await queue("doomed@example.com");
    await db.prisma.mailOutbox.update({ where: { id: doomed.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    smtp.rejectNext(1);
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com" })).toMatchObject({ failed: 1 });
    expect(await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: doomed.id } })).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});
