import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { completeTestPaymentAction } from "@/lib/actions/payments/complete-test-payment";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Insecure direct object references around capability URLs: an offer is reached by its token
// only (not by a neighbouring, shortened, altered or random token, nor by its database id), test
// payment sessions by their full id only, and record ids are random UUIDs, not a sequence.
// Bookings, guest lists and open-amount payments of another guest: the OWNED table of
// guard-matrix.test.ts and tests/security/http/tokens.spec.ts.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.51.102"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
let sent: { id: string; token: string };
let other: { id: string; token: string };
let draft: { id: string; token: string };

const DETAILS = {
  firstName: "Mallory",
  lastName: "Guesser",
  email: "mallory@example.com",
  phone: "+41 79 000 00 00",
  street: "Hauptstrasse 1",
  postalCode: "3906",
  city: "Saas-Fee",
  country: "CH" as const,
  specialRequests: "",
  agreeTerms: true,
};

/** Tokens an attacker would try around a known one. */
function variants(token: string): string[] {
  const flip = (i: number) => token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
  return [
    flip(0),
    flip(token.length - 1),
    token.slice(0, -1),
    token.slice(0, 16),
    `${token}A`,
    token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
    ` ${token}`,
    randomBytes(32).toString("base64url"),
    "A".repeat(43),
    "0".repeat(16),
  ];
}

async function stored(): Promise<string> {
  const counts = await Promise.all([db.prisma.bookingPayment.count(), db.prisma.booking.count(), db.prisma.quoteRequest.count(), db.prisma.mailOutbox.count()]);
  const offers = await db.prisma.offer.findMany({ select: { status: true, updatedAt: true }, orderBy: { id: "asc" } });
  return JSON.stringify([counts, offers]);
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb({ seed: true });
  const pick = async (status: "sent" | "viewed" | "draft") => {
    const offer = await db.prisma.offer.findFirstOrThrow({ where: { status }, select: { id: true, offerToken: true } });
    return { id: offer.id, token: offer.offerToken };
  };
  sent = await pick("sent");
  other = await pick("viewed");
  draft = await pick("draft");
  request.cookies = new Map();
});

afterAll(async () => {
  await db?.drop();
});

describe("offer tokens", () => {
  it("open exactly their own offer; altered, short, random tokens and the id open nothing", async () => {
    expect((await readOfferForVisitor(sent.token, "en"))?.offer).toMatchObject({ token: sent.token });
    expect((await readOfferForVisitor(other.token, "en"))?.offer).toMatchObject({ token: other.token });
    for (const guess of [...variants(sent.token), sent.id, sent.id.replace(/-/g, "")]) {
      expect(await readOfferForVisitor(guess, "en"), guess).toBeNull();
    }
    // A draft is not sent yet: its token opens nothing for a visitor (admins preview it).
    expect(await readOfferForVisitor(draft.token, "en")).toBeNull();
  });

  it("cannot be paid with a guessed token: offerNotFound, nothing stored", async () => {
    const before = await stored();
    for (const token of [...variants(sent.token), sent.id, draft.token]) {
      const result = await startOfferCheckoutAction("en", { ...DETAILS, token });
      const code = result?.serverError?.code ?? Object.keys((result?.validationErrors as { fieldErrors?: object })?.fieldErrors ?? {}).join();
      expect(code === "offerNotFound" || code === "token", `${token}: ${JSON.stringify(result)}`).toBe(true);
    }
    expect(await stored()).toBe(before);
  });

  it("are long random values: 256 bits, all different, no shared prefix", async () => {
    const tokens = (await db.prisma.offer.findMany({ select: { offerToken: true } })).map((o) => o.offerToken);
    expect(tokens.length).toBeGreaterThan(3);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens.map((t) => t.slice(0, 4))).size).toBe(tokens.length);
  });
});

describe("record ids", () => {
  it("new bookings get random (v4) UUIDs, not sequential numbers", async () => {
    // Rows made at run time (the demo seed derives its ids from names, on purpose: stable demo URLs).
    const created: { id: string }[] = [];
    const property = await db.prisma.property.findFirstOrThrow({ select: { id: true } });
    for (let i = 0; i < 3; i++) {
      created.push(
        await db.prisma.booking.create({
          data: { propertyId: property.id, arrival: new Date(Date.UTC(2033, 0, 1 + i * 5)), departure: new Date(Date.UTC(2033, 0, 3 + i * 5)) },
          select: { id: true },
        }),
      );
    }
    for (const { id } of created) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Rows made one after the other share nothing that would let one guess the next.
    const fresh = created.slice(-3).map((c) => c.id.slice(0, 8));
    expect(new Set(fresh).size).toBe(3);
  });
});

describe("test payment sessions", () => {
  it("cannot be completed with a guessed session id: paymentClosed, nothing stored", async () => {
    const before = await stored();
    for (const sessionId of [`cs_local_${randomBytes(24).toString("base64url")}`, "cs_local_0000000000000000", "cs_local_AAAAAAAAAAAAAAAA"]) {
      const result = await completeTestPaymentAction("en", { sessionId, outcome: "pay" });
      expect(result?.serverError?.code, sessionId).toBe("paymentClosed");
    }
    expect(await stored()).toBe(before);
  });
});
