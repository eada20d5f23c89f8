import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { submitQuoteRequestAction } from "@/lib/actions/contact/submit-quote-request";
import type { Locale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import type { QuoteRequestInput } from "@/lib/schemas/contact";
import { PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The quote request server action, called directly as the form calls it, against a real database.

// The action reads the caller's address from the request headers; here each test sets them.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

let db: TestDb;
let ipCounter = 0;

/** A fresh caller address, so per-IP counters of other tests do not interfere. */
function callFrom(ip = `203.0.113.${++ipCounter}`) {
  request.headers = new Headers({ [PEER_ADDRESS_HEADER]: ip });
}

const valid = (overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
  name: "Anna Muster",
  email: "anna@example.com",
  phone: "+41 79 123 45 67",
  projectType: "property-management",
  message: "We own a chalet in Saas-Fee with 4 bedrooms.",
  acceptTerms: true,
  website: "",
  ...overrides,
});

async function stored() {
  return {
    requests: await db.prisma.quoteRequest.count(),
    mails: await db.prisma.mailOutbox.count(),
    counters: await db.prisma.rateLimitHit.count(),
  };
}

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  // Mid-hour, so a run never straddles the boundary of the one-hour rate-limit windows.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-06-01T10:30:00.000Z"));
  await db.prisma.quoteRequest.deleteMany();
  await db.prisma.mailOutbox.deleteMany();
  await db.prisma.rateLimitHit.deleteMany();
  callFrom();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a valid request", () => {
  it("stores the request and queues one notice to the office, reply-to the requester", async () => {
    const result = await submitQuoteRequestAction("en", valid({ name: "  Anna Muster ", email: " anna@example.com " }));
    expect(result).toEqual({ data: { ok: true } });

    const [row, ...moreRows] = await db.prisma.quoteRequest.findMany();
    expect(moreRows).toHaveLength(0);
    expect(row).toMatchObject({
      name: "Anna Muster",
      email: "anna@example.com",
      phone: "+41 79 123 45 67",
      projectType: "property-management",
      message: "We own a chalet in Saas-Fee with 4 bedrooms.",
      locale: "en",
    });

    const [mail, ...moreMails] = await db.prisma.mailOutbox.findMany();
    expect(moreMails).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: env().OFFICE_EMAIL,
      replyTo: "anna@example.com",
      subject: "Neue Offertanfrage von Anna Muster",
      template: "quote-request-office-notice",
      locale: "de",
      status: "queued",
    });
    for (const part of ["Anna Muster", "anna@example.com", "+41 79 123 45 67", "Komplette Objektbetreuung", "English", "We own a chalet in Saas-Fee with 4 bedrooms."]) {
      expect(mail?.textBody).toContain(part);
      expect(mail?.htmlBody).toContain(part);
    }
  });

  it("stores an empty phone as none", async () => {
    await submitQuoteRequestAction("de", valid({ phone: "  " }));
    const row = await db.prisma.quoteRequest.findFirstOrThrow();
    expect(row.phone).toBeNull();
    expect(row.locale).toBe("de");
    expect((await db.prisma.mailOutbox.findFirstOrThrow()).textBody).toContain("Telefon: nicht angegeben");
  });

  it("escapes HTML from the message in the mail's HTML", async () => {
    const message = `<script>alert("hi")</script><a href="https://evil.example">win</a>`;
    await submitQuoteRequestAction("en", valid({ message }));
    const mail = await db.prisma.mailOutbox.findFirstOrThrow();
    expect(mail.htmlBody).not.toContain("<script>");
    expect(mail.htmlBody).not.toContain('<a href="https://evil.example">');
    expect(mail.htmlBody).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;");
    // The stored request keeps what was typed.
    expect((await db.prisma.quoteRequest.findFirstOrThrow()).message).toBe(message);
  });
});

describe("invalid input", () => {
  const cases: [field: keyof QuoteRequestInput, input: Partial<QuoteRequestInput>, en: string, de: string][] = [
    ["name", { name: "A" }, "Name must be at least 2 characters", "Der Name muss mindestens 2 Zeichen lang sein"],
    ["name", { name: "   " }, "Name must be at least 2 characters", "Der Name muss mindestens 2 Zeichen lang sein"],
    ["email", { email: "anna@" }, "Please enter a valid email address", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["projectType", { projectType: "" as QuoteRequestInput["projectType"] }, "Please select a project type", "Bitte wählen Sie eine Projektart aus"],
    ["projectType", { projectType: "castle" as QuoteRequestInput["projectType"] }, "Please select a project type", "Bitte wählen Sie eine Projektart aus"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters", "Die Nachricht muss mindestens 10 Zeichen lang sein"],
    ["acceptTerms", { acceptTerms: false }, "You must accept the terms and conditions", "Sie müssen die Geschäftsbedingungen akzeptieren"],
    ["phone", { phone: "1".repeat(41) }, "Phone number must be at most 40 characters", "Die Telefonnummer darf höchstens 40 Zeichen lang sein"],
  ];

  it.each(cases)("%s %j: translated error for that field only, nothing stored", async (field, input, en, de) => {
    for (const [locale, text] of [["en", en], ["de", de]] as const) {
      const result = await submitQuoteRequestAction(locale, valid(input));
      expect(result.data).toBeUndefined();
      expect(result.validationErrors?.fieldErrors).toEqual({ [field]: [text] });
    }
    expect(await stored()).toEqual({ requests: 0, mails: 0, counters: 0 });
  });

  it("reports every invalid field at once", async () => {
    const result = await submitQuoteRequestAction("fr", valid({ name: "", email: "", projectType: undefined, message: "", acceptTerms: false }));
    expect(Object.keys(result.validationErrors?.fieldErrors ?? {}).sort()).toEqual(["acceptTerms", "email", "message", "name", "projectType"]);
    expect(result.validationErrors?.fieldErrors.email).toEqual(["Veuillez saisir une adresse e-mail valide"]);
    expect(await stored()).toEqual({ requests: 0, mails: 0, counters: 0 });
  });

  it("answers a request that is not an object with a translated message, not library text", async () => {
    const result = await submitQuoteRequestAction("en", null as unknown as QuoteRequestInput);
    expect(result.validationErrors?.formErrors).toEqual(["The request is not valid. Please check your entries."]);
    expect(await stored()).toEqual({ requests: 0, mails: 0, counters: 0 });
  });

  it("refuses an unknown locale (a tampered request) as invalid, in German, with a logged warning", async () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await submitQuoteRequestAction("xx" as Locale, valid());
    expect(result.serverError).toEqual({ code: "invalidRequest", message: "Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Angaben." });
    expect(log).toHaveBeenCalledWith("[action] submitQuoteRequest: invalid bound arguments");
    expect(await stored()).toEqual({ requests: 0, mails: 0, counters: 0 });
  });
});

describe("spam protection", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await submitQuoteRequestAction("en", valid({ website: "https://spam.example" }));
    expect(result).toEqual({ data: { ok: true } });
    expect(await stored()).toEqual({ requests: 0, mails: 0, counters: 0 });
  });

  it("refuses the 4th request per e-mail within the hour, from any address", async () => {
    for (let i = 0; i < 3; i++) {
      callFrom();
      expect(await submitQuoteRequestAction("en", valid({ email: "repeat@example.com" }))).toEqual({ data: { ok: true } });
    }
    callFrom();
    const refused = await submitQuoteRequestAction("en", valid({ email: "REPEAT@example.com" }));
    // 10:30 in a window ending at 11:00.
    expect(refused.serverError).toEqual({ code: "rateLimited", message: "Too many requests. Please try again in 30 minutes." });
    expect(await db.prisma.quoteRequest.count()).toBe(3);
    expect(await db.prisma.mailOutbox.count()).toBe(3);
    // Another person is not affected.
    expect((await submitQuoteRequestAction("en", valid({ email: "other@example.com" }))).data).toEqual({ ok: true });
  });

  it("refuses the 6th request per address within the hour, whatever the e-mail", async () => {
    callFrom("198.51.100.77");
    for (let i = 0; i < 5; i++) {
      expect((await submitQuoteRequestAction("de", valid({ email: `person${i}@example.com` }))).data).toEqual({ ok: true });
    }
    const refused = await submitQuoteRequestAction("de", valid({ email: "person5@example.com" }));
    expect(refused.serverError).toEqual({
      code: "rateLimited",
      message: "Zu viele Anfragen. Bitte versuchen Sie es in 30 Minuten erneut.",
    });
    expect(await db.prisma.quoteRequest.count()).toBe(5);
    // The TCP peer decides (no proxy is trusted here): forged forwarding headers change nothing.
    request.headers = new Headers({ [PEER_ADDRESS_HEADER]: "198.51.100.77", "x-real-ip": "10.9.9.8", "x-forwarded-for": "10.9.9.9" });
    expect((await submitQuoteRequestAction("de", valid({ email: "person6@example.com" }))).serverError?.code).toBe("rateLimited");
    callFrom("198.51.100.78");
    expect((await submitQuoteRequestAction("de", valid({ email: "person7@example.com" }))).data).toEqual({ ok: true });
    expect(await db.prisma.quoteRequest.count()).toBe(6);
  });
});

describe("failures", () => {
  it("stores neither the request nor the mail when queuing the mail fails, and answers generically", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // Break the outbox for this one call: the insert of the request must be rolled back with it.
    await db.prisma.$executeRawUnsafe(`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`);
    try {
      const result = await submitQuoteRequestAction("fr", valid());
      expect(result.serverError).toEqual({
        code: "unexpected",
        message: "Une erreur s’est produite. Veuillez réessayer plus tard.",
      });
      expect(JSON.stringify(result)).not.toMatch(/mail_outbox|at .*\.ts/);
      expect(log).toHaveBeenCalledWith("[action] submitQuoteRequest failed", { locale: "fr" }, expect.anything());
    } finally {
      await db.prisma.$executeRawUnsafe(`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`);
    }
    expect(await db.prisma.quoteRequest.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
  });
});
