import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as availability } from "@/app/api/availability/route";
import { GET as quote } from "@/app/api/quote/route";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { hashPassword } from "@/lib/auth/password";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Random and hostile input, generated with fast-check: the quote API and every server action that
// takes input (called as an admin, so that no guard stops the input before validation) must answer
// with a 4xx / a typed, translated error, never a 500, a thrown error or an "unexpected" failure,
// and must store nothing.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.51.101"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), revalidateTag: () => {}, revalidatePath: () => {} }));

const ADMIN = { email: "hostile-admin@example.com", password: "hostile-input-password" };
let db: TestDb;

const NASTY = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "\u0000\u0001\u001f",
  "\u202e\ufeff\ud83d\ude00",
  "a".repeat(20_000),
  "2026-02-30",
  "-1",
  "1e309",
  "NaN",
  "__proto__",
  "00000000-0000-0000-0000-000000000000",
  "x@y",
  "Infinity",
];
const hostileString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), fc.constantFrom(...NASTY));
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** Field names forms use, so that generated objects reach the field validators, not only the shape check. */
const FIELDS = [
  "email", "password", "confirmPassword", "firstName", "lastName", "name", "phone", "message", "bookingId", "guestId", "propertyId",
  "offerId", "userId", "token", "sessionId", "checkIn", "checkOut", "arrival", "departure", "adults", "children", "dateOfBirth",
  "slug", "id", "roles", "status", "outcome", "callbackUrl", "description", "amount", "price", "locale", "visible", "date", "file",
];
const hostileInput = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
);
const hostileLocale = fc.oneof(fc.constantFrom("en", "de", "fr"), hostileValue);

async function fingerprint(): Promise<string> {
  const rows = await db.prisma.$queryRawUnsafe<{ f: string }[]>(`
    SELECT concat_ws('|',
      (SELECT count(*) FROM users), (SELECT max(updated_at) FROM users), (SELECT count(*) FROM user_roles),
      (SELECT count(*) FROM user_profiles), (SELECT max(updated_at) FROM user_profiles),
      (SELECT count(*) FROM properties), (SELECT max(updated_at) FROM properties), (SELECT count(*) FROM points_of_interest),
      (SELECT count(*) FROM bookings), (SELECT max(updated_at) FROM bookings), (SELECT count(*) FROM booking_guests),
      (SELECT max(updated_at) FROM booking_guests), (SELECT count(*) FROM booking_payments), (SELECT count(*) FROM booking_assignments),
      (SELECT count(*) FROM offers), (SELECT max(updated_at) FROM offers), (SELECT count(*) FROM auth_tokens),
      (SELECT count(*) FROM mail_outbox), (SELECT count(*) FROM quote_requests), (SELECT count(*) FROM sync_runs)
    ) AS f`);
  return rows[0]?.f ?? "";
}

/** A clear message: a non-empty sentence, not a message key or an English fallback for a bug. */
function expectClearMessages(value: unknown, where: string) {
  const strings: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  expect(strings.length, where).toBeGreaterThan(0);
  for (const s of strings) {
    expect(s.trim().length, where).toBeGreaterThan(0);
    expect(s, where).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/);
  }
}

type AnyAction = (...args: unknown[]) => Promise<{ serverError?: { code: string; message: string }; validationErrors?: unknown; data?: unknown } | undefined>;

/** Every action file that declares an input schema: the ones a form (or an attacker) feeds. */
function actionFilesWithInput(): string[] {
  const root = path.join(process.cwd(), "lib/actions");
  const walk = (dir: string, prefix = ""): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) return walk(path.join(dir, e.name), rel);
      return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [rel] : [];
    });
  return walk(root)
    .filter((f) => {
      const text = fs.readFileSync(path.join(root, f), "utf8");
      return /export const \w+Action\b/.test(text) && text.includes(".inputSchema(");
    })
    .map((f) => f.replace(/\.ts$/, ""));
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb({ seed: true });
  await db.prisma.user.create({
    data: { email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password), emailVerified: new Date(), roles: { create: [{ role: "admin" }] } },
  });
  expect((await signInAction("en", ADMIN)).data?.ok).toBe(true);
});

afterAll(async () => {
  await db?.drop();
});

describe("GET /api/quote", () => {
  const slug = fc.oneof(fc.constantFrom("chalet-allalin", "haus-mischabel"), hostileString);
  const day = fc.oneof(
    fc.date({ min: new Date("2020-01-01"), max: new Date("2032-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    hostileString,
  );
  const count = fc.oneof(fc.integer({ min: -5, max: 60 }).map(String), hostileString);
  const extra = fc.dictionary(hostileString, hostileString, { maxKeys: 3 });

  it("answers 200 or a 4xx with a translated message to any query, never a 500, and stores nothing", async () => {
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(slug, day, day, count, count, fc.oneof(fc.constantFrom("en", "de", "fr"), hostileString), extra, async (property, checkIn, checkOut, adults, children, locale, more) => {
        const query = new URLSearchParams({ ...more, property, checkIn, checkOut, adults, children, locale });
        const response = await quote(new Request(`http://localhost/api/quote?${query.toString()}`));
        expect(response.status, query.toString()).toBeLessThan(500);
        const body = (await response.json()) as { error?: unknown; errors?: unknown };
        if (response.status !== 200) expectClearMessages(body.error, query.toString());
      }),
      { numRuns: 150 },
    );
    expect(await fingerprint()).toBe(before);
  });
});

describe("a NUL in a property reference (issue 30: 500 from /api/quote, 503 from /api/availability)", () => {
  it("names no property: 404 with the translated message, from both APIs", async () => {
    for (const property of ["%00", "chalet-allalin%00", "a%00b", "%01"]) {
      const response = await quote(new Request(`http://localhost/api/quote?property=${property}&checkIn=2031-02-01&checkOut=2031-02-05&locale=en`));
      expect(response.status, property).toBe(404);
      expect(await response.json(), property).toEqual({ error: "Property not found." });
      const nights = await availability(new Request(`http://localhost/api/availability?property=${property}`));
      expect(nights.status, property).toBe(404);
    }
  });
});

/**
 * Actions whose input is optional by design, so that an empty object is a valid call: they are no
 * form. 'New offer' creates an empty draft (its guard is in the guard matrix); the sync progress
 * is a read.
 */
const NO_FORM_INPUT = ["offers/create-offer", "sync/get-sync-progress"];

describe("server actions", () => {
  const files = actionFilesWithInput().filter((f) => !NO_FORM_INPUT.includes(f));

  it("refuses a tampered locale on input-free actions with a typed error", async () => {
    for (const file of NO_FORM_INPUT) {
      const mod = (await import(/* @vite-ignore */ `@/lib/actions/${file}`)) as Record<string, AnyAction>;
      for (const action of Object.values(mod)) {
        const before = await fingerprint();
        const result = await action(["en"], {});
        expect(result?.serverError?.code, file).toBe("invalidRequest");
        expectClearMessages(result?.serverError?.message, file);
        expect(await fingerprint(), file).toBe(before);
      }
    }
  });

  it("covers every action that takes input", () => {
    // A sanity check of the scan: these are certainly form actions.
    expect(files).toEqual(expect.arrayContaining(["auth/sign-in", "contact/submit-quote-request", "properties/save-property", "guests/add-guest"]));
    expect(files.length).toBeGreaterThan(25);
  });

  for (const file of files) {
    it(`${file}: hostile input gets a typed, translated refusal and changes nothing`, async () => {
      const mod = (await import(/* @vite-ignore */ `@/lib/actions/${file}`)) as Record<string, unknown>;
      const actions = Object.entries(mod).filter((e): e is [string, AnyAction] => e[0].endsWith("Action") && typeof e[1] === "function");
      for (const [name, action] of actions) {
        await fc.assert(
          fc.asyncProperty(hostileLocale, hostileInput, async (locale, input) => {
            const before = await fingerprint();
            const result = await action(locale, input);
            const where = `${name}(${JSON.stringify(locale)}, ${JSON.stringify(input)?.slice(0, 300)})`;
            expect(result, where).toBeTypeOf("object");
            expect(result?.data, where).toBeUndefined();
            expect(result?.serverError?.code, where).not.toBe("unexpected");
            if (result?.serverError) expectClearMessages(result.serverError.message, where);
            else expectClearMessages(result?.validationErrors, where);
            expect(await fingerprint(), where).toBe(before);
            expect(({} as Record<string, unknown>).polluted, "prototype pollution").toBeUndefined();
          }),
          { numRuns: 25 },
        );
      }
    });
  }
});
