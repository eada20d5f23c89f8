import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { asDistinctVisitor, signInThroughForm } from "./support";

// The guard matrix of the signed-in area: every protected page × every kind of visitor, in a
// real browser. The table below must list every page of app/[locale]/(account): a new page
// without an entry fails the first test.

type Visitor = "anonymous" | "guest" | "another_guest" | "team_member" | "planner" | "admin";
type Outcome = "page" | "signIn" | "home" | "notFound";

const ACCOUNTS: Record<Exclude<Visitor, "anonymous">, string> = {
  guest: "guest@example.com",
  another_guest: "guest2@example.com",
  team_member: "team@example.com",
  planner: "planner@example.com",
  admin: "admin@example.com",
};

const PAGES: Record<string, Record<Visitor, Outcome>> = {
  "/profile": { anonymous: "signIn", guest: "page", another_guest: "page", team_member: "page", planner: "page", admin: "page" },
  "/my-bookings": { anonymous: "signIn", guest: "page", another_guest: "page", team_member: "page", planner: "page", admin: "page" },
  // A booking of guest@example.com: other signed-in users (another guest too) get the same 404 as for no booking.
  "/my-bookings/[bookingId]": { anonymous: "signIn", guest: "page", another_guest: "notFound", team_member: "notFound", planner: "notFound", admin: "page" },
  "/team/team": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/team/calendar": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/team/assignments": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/admin/make-offer": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/make-offer/[id]": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/dev": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/users": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/dashboard": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/bookings": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/bookings/[id]": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/payments": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/properties": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/property/new": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/property/[id]": { anonymous: "signIn", guest: "home", another_guest: "home", team_member: "home", planner: "home", admin: "page" },
};

/** A real URL for each dynamic route of the table (seeded records). */
const EXAMPLES: Record<string, string> = {
  "/admin/make-offer/[id]": `/admin/make-offer/${seedUuid("offer:draft")}`,
  "/my-bookings/[bookingId]": `/my-bookings/${seedUuid("booking:anna-mischabel-in-progress")}`,
  "/admin/bookings/[id]": `/admin/bookings/${seedUuid("booking:anna-mischabel-in-progress")}`,
  "/admin/property/[id]": `/admin/property/${seedUuid("property:chalet-allalin")}`,
};

/**
 * Every page outside the signed-in area: open to anyone ("public", checked below as anonymous), or
 * guarded by an unguessable token in its URL ("token": wrong, short and random tokens get 404,
 * tests/security/http/tokens.spec.ts), or opened by a signed link from a guest's mail ("link": an
 * unknown, expired or revoked token gets a translated refusal that names the office and shows
 * nothing of any booking, since a guest holding an old mail must be told what to do;
 * tests/e2e/pay-link.mobile.spec.ts, tests/integration/booking-links.test.ts). A new page without
 * an entry fails the completeness test.
 */
const OPEN_PAGES: Record<string, { guard: "public" | "token" | "link"; example?: string }> = {
  "/": { guard: "public" },
  "/[slug]": { guard: "public", example: "/chalet-allalin" },
  "/auth": { guard: "public" },
  "/auth/forgot-password": { guard: "public" },
  "/auth/reset-password": { guard: "public" },
  "/blog": { guard: "public" },
  "/blog/[id]": { guard: "public", example: `/blog/${seedUuid("blog:winter-guide")}` },
  "/book": { guard: "public" },
  "/contact": { guard: "public" },
  "/info": { guard: "public", example: "/info/impressum" },
  "/info/[slug]": { guard: "public", example: "/info/impressum" },
  "/services": { guard: "public" },
  "/team": { guard: "public" },
  // The catch-all 404 of unknown paths.
  "/[...rest]": { guard: "public", example: "/no-such-page" },
  "/offer/[token]": { guard: "token" },
  "/offer/[token]/checkout": { guard: "token" },
  "/offer/[token]/checkout/cancel": { guard: "token" },
  "/offer/[token]/checkout/success": { guard: "token" },
  "/pay/test/[sessionId]": { guard: "token" },
  "/pay/b/[token]": { guard: "link" },
};

function accountPages(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return accountPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === "page.tsx" ? [prefix || "/"] : [];
  });
}

test("every signed-in page is in the guard table", () => {
  const pages = accountPages(path.join(process.cwd(), "app/[locale]/(account)"));
  expect(pages.sort()).toEqual(Object.keys(PAGES).sort());
});

test("every other page is in the open-page table", () => {
  // Route groups like (public) are not part of the URL.
  const pages = accountPages(path.join(process.cwd(), "app/[locale]"))
    .filter((p) => !p.startsWith("/(account)"))
    .map((p) => p.replace(/\/\([^)]+\)/g, "") || "/");
  expect(pages.sort()).toEqual(Object.keys(OPEN_PAGES).sort());
});

test("anonymous visitors open every public page without being sent to sign in", async ({ page }) => {
  await asDistinctVisitor(page);
  for (const [route, { guard, example }] of Object.entries(OPEN_PAGES)) {
    if (guard !== "public") continue;
    const target = `/en${example ?? route}`.replace(/\/$/, "");
    const response = await page.goto(target);
    expect(new URL(page.url()).pathname, route).toBe(target);
    expect(response?.status(), route).toBe(route === "/[...rest]" ? 404 : 200);
  }
});

async function expectOutcome(page: Page, target: string, outcome: Outcome) {
  const response = await page.goto(target);
  const at = new URL(page.url());
  if (outcome === "signIn") {
    expect(at.pathname).toBe("/auth");
    expect(at.searchParams.get("callbackUrl")).toBe(target);
  } else if (outcome === "home") {
    expect(at.pathname).toBe("/");
  } else if (outcome === "notFound") {
    expect(response?.status()).toBe(404);
    expect(at.pathname).toBe(target);
  } else {
    expect(response?.status()).toBe(200);
    expect(at.pathname).toBe(target);
  }
}

for (const visitor of ["anonymous", "guest", "another_guest", "team_member", "planner", "admin"] as const) {
  test(`what ${visitor} may open`, async ({ page }) => {
    await asDistinctVisitor(page);
    if (visitor !== "anonymous") {
      await page.goto("/auth");
      await signInThroughForm(page, "de", ACCOUNTS[visitor]);
      await expect(page).toHaveURL((u) => u.pathname === "/");
    }
    for (const [route, outcomes] of Object.entries(PAGES)) await expectOutcome(page, EXAMPLES[route] ?? route, outcomes[visitor]);
  });
}
