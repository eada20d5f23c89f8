import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { asDistinctVisitor, signInThroughForm } from "./support";

// The guard matrix of the signed-in area: every protected page × every kind of visitor, in a
// real browser. The table below must list every page of app/[locale]/(account): a new page
// without an entry fails the first test.

type Visitor = "anonymous" | "guest" | "team_member" | "planner" | "admin";
type Outcome = "page" | "signIn" | "home" | "notFound";

const ACCOUNTS: Record<Exclude<Visitor, "anonymous">, string> = {
  guest: "guest@example.com",
  team_member: "team@example.com",
  planner: "planner@example.com",
  admin: "admin@example.com",
};

const PAGES: Record<string, Record<Visitor, Outcome>> = {
  "/profile": { anonymous: "signIn", guest: "page", team_member: "page", planner: "page", admin: "page" },
  "/my-bookings": { anonymous: "signIn", guest: "page", team_member: "page", planner: "page", admin: "page" },
  // A booking of guest@example.com: other signed-in users get the same 404 as for no booking.
  "/my-bookings/[bookingId]": { anonymous: "signIn", guest: "page", team_member: "notFound", planner: "notFound", admin: "page" },
  "/team/team": { anonymous: "signIn", guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/team/calendar": { anonymous: "signIn", guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/team/assignments": { anonymous: "signIn", guest: "home", team_member: "page", planner: "page", admin: "page" },
  "/admin/make-offer": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/make-offer/[id]": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/dev": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/users": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/bookings": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/properties": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/property/new": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
  "/admin/property/[id]": { anonymous: "signIn", guest: "home", team_member: "home", planner: "home", admin: "page" },
};

/** A real URL for each dynamic route of the table (seeded records). */
const EXAMPLES: Record<string, string> = {
  "/admin/make-offer/[id]": `/admin/make-offer/${seedUuid("offer:draft")}`,
  "/my-bookings/[bookingId]": `/my-bookings/${seedUuid("booking:anna-mischabel-in-progress")}`,
  "/admin/property/[id]": `/admin/property/${seedUuid("property:chalet-allalin")}`,
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

for (const visitor of ["anonymous", "guest", "team_member", "planner", "admin"] as const) {
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
