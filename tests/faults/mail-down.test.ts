import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverQueuedMail, smtpTransport } from "@/lib/jobs/mail";
import { startFakeSmtp, type FakeSmtp } from "@/tests/fakes/smtp";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Issue 9: the mail server is down. The fake SMTP server is stopped, the delivery job runs again
// and again over a whole day of outage (the job runs every minute; `now` stands for the clock),
// then the server starts again on the same port: every mail must still be in the outbox, and go
// out exactly once when it is back.

const HOUR = 3_600_000;
let db: TestDb;
let smtp: FakeSmtp;

beforeAll(async () => {
  db = await createTestDb();
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});

describe("the mail server down for a day", () => {
  it("keeps every mail queued, then delivers each once when the server is back", async () => {
    const port = Number(new URL(smtp.url).port);
    const transport = smtpTransport(smtp.url);
    await smtp.close();
    const to = ["anna@example.com", "luca@example.com", "claire@example.com"];
    for (const address of to) await db.prisma.mailOutbox.create({ data: { toAddress: address, subject: `For ${address}`, textBody: "Body", template: "test", status: "queued" } });

    const start = Date.now();
    for (let hour = 0; hour <= 24; hour += 2) {
      const result = await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com", now: new Date(start + hour * HOUR) });
      expect(result).toMatchObject({ sent: 0, failed: 0 });
    }
    const waiting = await db.prisma.mailOutbox.findMany({ orderBy: { toAddress: "asc" } });
    expect(waiting.map((m) => m.status)).toEqual(["queued", "queued", "queued"]);
    expect(waiting.some((m) => m.lastError?.includes("ECONNREFUSED"))).toBe(true);
    // Retry attempts are for a mail the server refuses, not for a server that is not there.
    expect(waiting.map((m) => m.attempts)).toEqual([0, 0, 0]);

    smtp = await startFakeSmtp({ port });
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com", now: new Date(start + 25 * HOUR) })).toMatchObject({ sent: 3, retried: 0, failed: 0, deferred: 0 });
    expect(await deliverQueuedMail({ db: db.prisma, transport, from: "info@example.com", now: new Date(start + 26 * HOUR) })).toMatchObject({ sent: 0 });
    expect(smtp.messages.map((m) => m.to).sort()).toEqual(to.map((a) => [`<${a}>`]).sort());
    expect((await db.prisma.mailOutbox.findMany()).every((m) => m.status === "sent" && m.attempts === 1)).toBe(true);
  });
});
