import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { hashPassword } from "@/lib/auth/password";
import { seedUuid } from "@/prisma/seed/ids";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The guard matrix: every server action and every API route handler × every kind of caller
// (anonymous, guest, another guest, team_member, planner, admin), called directly as an attacker would, not
// through a page. A caller without the right gets signInRequired / forbidden (401 / 403 for
// routes) and the database does not change; a caller with the right gets past the guard (here
// with an empty input, so a validation answer is the expected outcome).
// The tables must list every action file and every route file: a new one without an entry fails.
// Actions on a booking are called a second time with a real booking of `guest` (the OWNED table):
// only its owner and admins get through; everyone else gets the same answer as for no booking.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.51.100"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
// Actions that revalidate public pages run outside a Next server here.
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), revalidateTag: () => {}, revalidatePath: () => {} }));

type Guard = "public" | "signedIn" | "team" | "admin";
type Visitor = "anonymous" | "guest" | "another_guest" | "team_member" | "planner" | "admin";
const VISITORS: Visitor[] = ["anonymous", "guest", "another_guest", "team_member", "planner", "admin"];

/** Action file (under lib/actions, without .ts) → its guard. Public ones are anonymous by design. */
const ACTIONS: Record<string, Guard> = {
  // Only the caller's own sessions (the user id is part of the revoke): user-sessions tests.
  "account/end-all-sessions": "signedIn",
  "account/end-session": "signedIn",
  "account/update-profile": "signedIn",
  "admin/create-user": "admin",
  "admin/update-user": "admin",
  "auth/request-password-reset": "public",
  "auth/resend-verification": "public",
  "auth/reset-password": "public",
  "auth/sign-in-with-google": "public",
  "auth/sign-in": "public",
  "auth/sign-out": "public",
  "auth/sign-up": "public",
  // Whoever holds the offer token may pay it (offer-checkout tests), anonymous by design.
  "checkout/start-offer-checkout": "public",
  "contact/submit-quote-request": "public",
  "dev/delete-test-booking": "admin",
  "dev/send-test-webhook": "admin",
  "dev/test-api-connection": "admin",
  // Ownership (the booking's e-mail, or admin) is checked after the session: my-bookings tests.
  "guests/add-guest": "signedIn",
  "guests/remove-guest": "signedIn",
  "guests/update-guest": "signedIn",
  "offers/create-offer": "admin",
  "offers/delete-offer": "admin",
  "offers/duplicate-offer": "admin",
  "offers/extract-offer-data": "admin",
  "offers/generate-offer-reply": "admin",
  "offers/get-offer-rates": "admin",
  "offers/mark-offer-sent": "admin",
  "offers/save-offer": "admin",
  "offers/send-offer": "admin",
  "offers/set-offer-status": "admin",
  "payments/pay-open-amount": "signedIn",
  // Whoever holds a live pay link may pay the stay's open amount (booking-links tests), anonymous by design.
  "payments/pay-by-link": "public",
  // The office records a bank transfer it received (booking view): bank-transfers tests.
  "payments/record-bank-transfer": "admin",
  "payments/refund-payment": "admin",
  "payments/resolve-attention": "admin",
  // The office gives a channel stay's money to us or back to the channel (booking view).
  "payments/set-collection": "admin",
  // The office's hand on a booking's mail timeline and payment schedule (admin booking view).
  "timeline/move-due-date": "admin",
  "timeline/resend-mail": "admin",
  "timeline/set-booking-mails-paused": "admin",
  "timeline/set-mail-paused": "admin",
  "timeline/waive-reminders": "admin",
  // A reservation request from the public property page: rate-limited per IP, priced on the server.
  "instant-booking/create-instant-booking": "public",
  // Stands in for Stripe's hosted page: whoever holds the session id, and only without Stripe keys.
  "payments/complete-test-payment": "public",
  "properties/create-point-of-interest": "admin",
  "properties/delete-point-of-interest": "admin",
  "properties/delete-property": "admin",
  "properties/save-property": "admin",
  "properties/set-property-visibility": "admin",
  "properties/update-point-of-interest": "admin",
  "properties/upload-property-image": "admin",
  "sync/get-sync-progress": "admin",
  "sync/import-booking": "admin",
  "sync/start-bookings-sync": "admin",
  "sync/start-reconciliation": "admin",
  "sync/sync-rates": "admin",
  "team-area/assign-cleaning": "team",
  "team-area/regenerate-ical-secret": "team",
  "team-area/unassign-cleaning": "team",
};

/**
 * Route file (under app/api, without /route.ts) → guard per method. "token" routes (webhooks) are
 * guarded by a secret and tested in their own files; "public" ones answer anyone.
 */
type RouteGuard = Guard | "token";
const ROUTES: Record<string, { methods: Partial<Record<"GET" | "POST" | "PUT" | "DELETE", RouteGuard>>; params?: Record<string, string | string[]>; query?: string }> = {
  "account/verify-email": { methods: { GET: "public" } },
  "admin/bookings": { methods: { GET: "admin" } },
  "admin/payments": { methods: { GET: "admin" } },
  availability: { methods: { GET: "public" } },
  "auth/[...nextauth]": { methods: { GET: "public", POST: "public" } },
  health: { methods: { GET: "public" } },
  // The secret in the path is the guard (256 bits, unknown → 404): team-ical tests.
  "ical/[file]": { methods: { GET: "token" } },
  // Signed with AUTH_SECRET by the job workers: internal-revalidate tests.
  "internal/revalidate": { methods: { POST: "token" } },
  me: { methods: { GET: "public" } },
  // The session must own the booking (or be admin); others get the 404 of no booking.
  "my-bookings/[bookingId]/[document]": { methods: { GET: "signedIn" }, params: { bookingId: seedUuid("booking:anna-mischabel-in-progress"), document: "receipt" } },
  "my-bookings/[bookingId]/guest-list": { methods: { GET: "admin" }, params: { bookingId: seedUuid("booking:anna-mischabel-in-progress") } },
  // The pay link's token in the path is the guard (256 bits, unknown → 404): booking-links tests.
  "pay-links/[token]/[document]": { methods: { GET: "token" } },
  quote: { methods: { GET: "public" } },
  search: { methods: { GET: "public" } },
  "webhooks/smoobu": { methods: { POST: "token" } },
  "webhooks/stripe": { methods: { POST: "token" } },
};

const ALLOWED: Record<Exclude<Guard, "public">, Visitor[]> = {
  signedIn: ["guest", "another_guest", "team_member", "planner", "admin"],
  team: ["team_member", "planner", "admin"],
  admin: ["admin"],
};

const ACCOUNTS: Record<Exclude<Visitor, "anonymous">, { email: string; role: "guest" | "team_member" | "planner" | "admin" }> = {
  guest: { email: "matrix-guest@example.com", role: "guest" },
  another_guest: { email: "matrix-guest2@example.com", role: "guest" },
  team_member: { email: "matrix-team@example.com", role: "team_member" },
  planner: { email: "matrix-planner@example.com", role: "planner" },
  admin: { email: "matrix-admin@example.com", role: "admin" },
};
const PASSWORD = "guard-matrix-password";

let db: TestDb;
let owned: { bookingId: string; guestId: string };

function filesUnder(dir: string, pick: (name: string) => boolean, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), pick, rel);
    return pick(entry.name) ? [rel] : [];
  });
}

/** Session cookies per visitor: each account signs in once (sign-in is rate-limited per e-mail). */
const sessions = new Map<Visitor, Map<string, string>>();

async function signInAs(visitor: Visitor) {
  request.ip++;
  const saved = sessions.get(visitor);
  if (saved) {
    request.cookies = new Map(saved);
    return;
  }
  request.cookies = new Map();
  if (visitor !== "anonymous") {
    const result = await signInAction("en", { email: ACCOUNTS[visitor].email, password: PASSWORD });
    expect(result.data?.ok, `sign-in as ${visitor}`).toBe(true);
  }
  sessions.set(visitor, new Map(request.cookies));
}

/** A fingerprint of everything an action could change: row counts and latest updates. */
async function fingerprint(): Promise<string> {
  const rows = await db.prisma.$queryRawUnsafe<{ f: string }[]>(`
    SELECT concat_ws('|',
      (SELECT count(*) FROM users), (SELECT max(updated_at) FROM users),
      (SELECT count(*) FROM user_roles), (SELECT count(*) FROM user_profiles), (SELECT max(updated_at) FROM user_profiles),
      (SELECT count(*) FROM user_sessions WHERE revoked_at IS NULL),
      (SELECT count(*) FROM properties), (SELECT max(updated_at) FROM properties),
      (SELECT count(*) FROM faq_items), (SELECT count(*) FROM points_of_interest), (SELECT count(*) FROM property_rates),
      (SELECT count(*) FROM bookings), (SELECT max(updated_at) FROM bookings),
      (SELECT count(*) FROM booking_guests), (SELECT max(updated_at) FROM booking_guests),
      (SELECT count(*) FROM booking_payments), (SELECT count(*) FROM booking_assignments),
      (SELECT count(*) FROM offers), (SELECT max(updated_at) FROM offers),
      (SELECT count(*) FROM sync_runs), (SELECT count(*) FROM mail_outbox), (SELECT count(*) FROM quote_requests)
    ) AS f`);
  return rows[0]?.f ?? "";
}

type AnyAction = (...args: unknown[]) => Promise<{ serverError?: { code: string }; validationErrors?: unknown; data?: unknown } | undefined>;

async function loadAction(file: string): Promise<[string, AnyAction][]> {
  const mod = (await import(/* @vite-ignore */ `@/lib/actions/${file}`)) as Record<string, unknown>;
  return Object.entries(mod).filter((entry): entry is [string, AnyAction] => entry[0].endsWith("Action") && typeof entry[1] === "function");
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb({ seed: true });
  for (const { email, role } of Object.values(ACCOUNTS)) {
    await db.prisma.user.create({
      data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: [{ role }] }, profile: { create: { firstName: "Matrix" } } },
    });
  }
  // A booking of `guest` with a guest list and an open amount: the target of the OWNED table.
  const property = await db.prisma.property.create({
    data: { slug: "matrix-owned", name: "Chalet Matrix", location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1, requestGuestLists: true },
  });
  const booking = await db.prisma.booking.create({
    data: { propertyId: property.id, email: ACCOUNTS.guest.email, guestName: "Matrix Guest", arrival: new Date("2031-02-01"), departure: new Date("2031-02-08"), price: "1200.00" },
  });
  const guest = await db.prisma.bookingGuest.create({ data: { bookingId: booking.id, firstName: "Owned", lastName: "Guest", dateOfBirth: new Date("1980-01-01") } });
  owned = { bookingId: booking.id, guestId: guest.id };
});

afterAll(async () => {
  await db?.drop();
});

describe("the tables are complete", () => {
  it("lists every server action file", () => {
    const root = path.join(process.cwd(), "lib/actions");
    // Files that define an action (helpers beside them, like client.ts, define none).
    const files = filesUnder(root, (n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))
      .filter((f) => /export const \w+Action\b/.test(fs.readFileSync(path.join(root, f), "utf8")))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it("lists every route handler file", () => {
    const files = filesUnder(path.join(process.cwd(), "app/api"), (n) => n === "route.ts").map((f) => f.replace(/\/?route\.ts$/, ""));
    expect(files.sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe("server actions", () => {
  for (const [file, guard] of Object.entries(ACTIONS)) {
    if (guard === "public") continue;
    it(`${file}: only ${ALLOWED[guard].join(", ")} get past the guard`, async () => {
      const actions = await loadAction(file);
      expect(actions.length, `${file} exports an action`).toBeGreaterThan(0);
      for (const visitor of VISITORS) {
        for (const [name, action] of actions) {
          await signInAs(visitor);
          const before = await fingerprint();
          const result = await action("en", {});
          // "Sign out everywhere" ended the caller's saved session: the next call signs in afresh.
          if (file === "account/end-all-sessions") sessions.delete(visitor);
          const code = result?.serverError?.code;
          if (ALLOWED[guard].includes(visitor)) {
            expect(code === "signInRequired" || code === "forbidden", `${name} as ${visitor}: ${code}`).toBe(false);
          } else {
            expect(code, `${name} as ${visitor}`).toBe(visitor === "anonymous" ? "signInRequired" : "forbidden");
            expect(await fingerprint(), `${name} as ${visitor} changed data`).toBe(before);
          }
        }
      }
    });
  }
});

/**
 * Actions on one booking (file → a valid input for `guest`'s booking). Ownership is checked on
 * the server against the booking itself: another guest, team members and planners get
 * `bookingNotFound`, exactly like for a booking that does not exist, and nothing changes.
 */
const OWNED: Record<string, (ids: typeof owned) => Record<string, unknown>> = {
  "guests/add-guest": ({ bookingId }) => ({ bookingId, firstName: "Mallory", lastName: "Intruder", dateOfBirth: "1990-05-05", email: "" }),
  "guests/update-guest": ({ bookingId, guestId }) => ({ bookingId, guestId, firstName: "Mallory", lastName: "Intruder", dateOfBirth: "1990-05-05", email: "" }),
  "guests/remove-guest": ({ bookingId, guestId }) => ({ bookingId, guestId }),
  "payments/pay-open-amount": ({ bookingId }) => ({ bookingId }),
};
const OWNERS: Visitor[] = ["guest", "admin"];

describe("actions on a booking", () => {
  it("OWNED lists every action that checks ownership of a booking", () => {
    const root = path.join(process.cwd(), "lib/actions");
    const files = filesUnder(root, (n) => n.endsWith(".ts") && !n.endsWith(".test.ts") && n !== "guard.ts")
      .filter((f) => /assertGuestListAccess|mayAccessBooking/.test(fs.readFileSync(path.join(root, f), "utf8")))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(Object.keys(OWNED).sort());
  });

  for (const [file, input] of Object.entries(OWNED)) {
    it(`${file}: only the booking's guest and admins reach guest's booking`, async () => {
      const [[name, action]] = (await loadAction(file)) as [[string, AnyAction]];
      // Refused callers first: the owner's own call (remove-guest) would change the target.
      for (const visitor of [...VISITORS.filter((v) => !OWNERS.includes(v)), ...OWNERS]) {
        await signInAs(visitor);
        const before = await fingerprint();
        const result = await action("en", input(owned));
        const code = result?.serverError?.code;
        if (OWNERS.includes(visitor)) {
          expect(code === "signInRequired" || code === "bookingNotFound" || code === "forbidden", `${name} as ${visitor}: ${code}`).toBe(false);
          expect(result?.validationErrors, `${name} as ${visitor}`).toBeUndefined();
        } else {
          expect(code, `${name} as ${visitor}`).toBe(visitor === "anonymous" ? "signInRequired" : "bookingNotFound");
          expect(await fingerprint(), `${name} as ${visitor} changed data`).toBe(before);
        }
        // Put the target back for the next caller (the owner may have removed or renamed it).
        await db.prisma.bookingGuest.upsert({
          where: { id: owned.guestId },
          create: { id: owned.guestId, bookingId: owned.bookingId, firstName: "Owned", lastName: "Guest", dateOfBirth: new Date("1980-01-01") },
          update: { firstName: "Owned", lastName: "Guest" },
        });
      }
    });
  }
});

type Handler = (req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>;

async function callRoute(file: string, method: string, spec: (typeof ROUTES)[string]): Promise<Response> {
  const mod = (await import(/* @vite-ignore */ `@/app/api/${file}/route`)) as Record<string, Handler>;
  const handler = mod[method];
  expect(handler, `${file} exports ${method}`).toBeTypeOf("function");
  const url = `http://localhost:3000/api/${file}${spec.query ?? ""}`;
  return handler!(new Request(url, { method }), { params: Promise.resolve(spec.params ?? {}) });
}

describe("route handlers", () => {
  it("public GET routes answer an anonymous caller without asking for a session", async () => {
    await signInAs("anonymous");
    for (const file of ["availability", "health", "me", "quote", "search"] as const) {
      const response = await callRoute(file, "GET", ROUTES[file]!);
      expect([401, 403], `GET /api/${file}`).not.toContain(response.status);
    }
  });

  for (const [file, spec] of Object.entries(ROUTES)) {
    for (const [method, guard] of Object.entries(spec.methods)) {
      if (guard === "public" || guard === "token") continue;
      it(`${method} /api/${file}: 401 anonymous, 403 without the role`, async () => {
        for (const visitor of VISITORS) {
          await signInAs(visitor);
          const before = await fingerprint();
          const response = await callRoute(file, method, spec);
          if (ALLOWED[guard].includes(visitor)) {
            expect([401, 403], `${method} ${file} as ${visitor}`).not.toContain(response.status);
          } else {
            expect(response.status, `${method} ${file} as ${visitor}`).toBe(visitor === "anonymous" ? 401 : 403);
            if (method !== "GET") expect(await fingerprint()).toBe(before);
          }
        }
      });
    }
  }
});
