import { expect, test, type Page } from "@playwright/test";
import { SITE_TIME_ZONE, todayIn } from "../../lib/domain/dates";
import { unfoldLines } from "../../lib/domain/ical";
import { dayLabel } from "../../lib/domain/team-calendar";
import { msg } from "./support";
import { sessionFor } from "./sessions";

// The team area in the browser as a team member, a planner and an admin: the members table, the
// calendar's colours, toggling a cleaner on and off (also after a reload), the popover's closing
// delay, keyboard use, the list view and the iCal feed; a guest is sent away from every page.
// Relies on the seeded bookings and puts back every assignment it changes.
test.describe.configure({ mode: "serial" });

const TEAM_PAGES = ["/en/team/team", "/en/team/calendar", "/en/team/assignments"];

/** `email`'s session of this run (sign-in is rate-limited per e-mail across the whole run). */
const session = sessionFor;

const bars = (page: Page) => page.getByTestId("booking-bar");

async function openCalendar(page: Page) {
  await page.goto("/en/team/calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "teamArea.calendar.title"));
  await expect(bars(page).first()).toBeVisible();
}

for (const [role, email, name] of [
  ["team member", "team@example.com", "Tamara Anthamatten"],
  ["planner", "planner@example.com", "Paula Imseng"],
  ["admin", "admin@example.com", "Andrea Supersaxo"],
] as const) {
  test.describe(`as ${role}`, () => {
    const auth = session(email);
    test.beforeAll(async ({ browser, baseURL }) => auth.signIn(browser, baseURL));
    test.beforeEach(async ({ context }) => auth.use(context));

    test("lists the team with avatars, mail and phone links and roles", async ({ page }) => {
      await page.goto("/en/team/team");
      const rows = page.getByTestId("member-row");
      // Other spec files may add team users: the four demo ones must be there.
      for (const demo of ["admin@example.com", "team@example.com", "team2@example.com", "planner@example.com"]) await expect(rows.filter({ hasText: demo })).toHaveCount(1);
      const tamara = rows.filter({ hasText: "team@example.com" });
      await expect(tamara.getByRole("img", { name: "Tamara Anthamatten" })).toHaveText("TA");
      await expect(tamara.getByRole("link", { name: "team@example.com" })).toHaveAttribute("href", "mailto:team@example.com");
      await expect(tamara).toContainText(msg("en", "account.roles.team_member"));
      await expect(rows.filter({ hasText: "guest@example.com" })).toHaveCount(0);
    });

    test("shows the 30-day calendar with grey, green and red bars", async ({ page }) => {
      await openCalendar(page);
      const today = todayIn(SITE_TIME_ZONE, new Date());
      await expect(page.locator("[data-day]")).toHaveCount(30);
      await expect(page.locator("[data-today]")).toHaveAttribute("data-day", today);
      await expect(bars(page).and(page.locator('[data-colour="blocked"]')).first()).toBeVisible();
      await expect(bars(page).and(page.locator('[data-colour="assigned"]')).first()).toBeVisible();
      await expect(bars(page).and(page.locator('[data-colour="unassigned"]')).first()).toBeVisible();
    });

    test("toggles a cleaner on and off, kept after a reload, and lists it in the list view", async ({ page }) => {
      await openCalendar(page);
      const bar = bars(page).and(page.locator('[data-colour="unassigned"]')).first();
      const id = await bar.getAttribute("data-booking-id");
      const departure = (await bar.getAttribute("data-departure")) ?? "";
      const byId = page.locator(`[data-booking-id="${id}"]`);
      await bar.click();
      const popover = page.getByTestId("booking-popover");
      const toggle = popover.getByRole("switch", { name: msg("en", "teamArea.popover.assign", { name }) });
      await toggle.click();
      await expect(byId).toHaveAttribute("data-colour", "assigned");
      await expect(page.getByText(msg("en", "teamArea.popover.assigned"))).toBeVisible();
      await page.reload();
      await expect(byId).toHaveAttribute("data-colour", "assigned");
      await expect(byId.getByRole("img", { name })).toBeVisible();

      await page.goto("/en/team/assignments");
      const card = page.getByTestId("assignment").filter({ has: page.getByRole("img", { name }) });
      const label = dayLabel(departure, todayIn(SITE_TIME_ZONE, new Date()));
      if (label.kind !== "date") await expect(card.getByTestId("assignment-day").getByText(msg("en", `teamArea.assignments.${label.kind}`), { exact: true }).first()).toBeVisible();
      await expect(card.first()).toBeVisible();

      await page.goto("/en/team/calendar");
      await byId.click();
      await page.getByTestId("booking-popover").getByRole("switch", { name: msg("en", "teamArea.popover.assign", { name }) }).click();
      await expect(byId).toHaveAttribute("data-colour", "unassigned");
      await expect(page.getByText(msg("en", "teamArea.popover.removed"))).toBeVisible();
      await page.reload();
      await expect(byId).toHaveAttribute("data-colour", "unassigned");
    });

    test("keeps the popover open while hovered and closes it 500 ms after the pointer leaves", async ({ page }) => {
      // The page's timers run on Playwright's clock: time moves only when the test says so, so
      // the 500 ms are checked exactly, whatever the machine's load.
      await page.clock.install();
      await openCalendar(page);
      await bars(page).first().click();
      const popover = page.getByTestId("booking-popover");
      await expect(popover).toBeVisible();
      await expect(popover.getByTestId("next-arrival")).toBeVisible();
      const box = (await popover.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.clock.runFor(2_000);
      await expect(popover).toBeVisible();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
      await page.clock.runFor(450);
      await expect(popover).toBeVisible();
      await page.clock.runFor(100);
      await expect(popover).toBeHidden();
    });

    test("works with the keyboard: Tab to a bar, Enter opens, Space toggles", async ({ page }) => {
      await openCalendar(page);
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "booking-bar")) break;
      }
      const focused = page.locator('[data-testid="booking-bar"]:focus');
      await expect(focused).toHaveCount(1);
      await page.keyboard.press("Enter");
      const popover = page.getByTestId("booking-popover");
      await expect(popover).toBeVisible();
      const toggle = popover.getByRole("switch", { name: msg("en", "teamArea.popover.assign", { name }) });
      await toggle.focus();
      const before = await toggle.getAttribute("aria-checked");
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-checked", before ?? "false");
      await page.keyboard.press("Escape");
      await expect(popover).toBeHidden();
    });

    test("serves the private iCal feed linked on the profile", async ({ page }) => {
      await page.goto("/en/profile");
      const field = page.getByLabel(msg("en", "teamArea.ical.urlLabel"));
      const url = new URL(await field.inputValue());
      expect(url.pathname).toMatch(/^\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
      const res = await page.request.get(`${url.pathname}?lang=en`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const body = await res.text();
      expect(body.endsWith("\r\n")).toBe(true);
      const lines = unfoldLines(body);
      expect(lines[0]).toBe("BEGIN:VCALENDAR");
      expect(lines.at(-1)).toBe("END:VCALENDAR");
      expect(lines.filter((l) => l === "BEGIN:VEVENT").length).toBe(lines.filter((l) => l.startsWith("UID:")).length);
      expect((await page.request.get("/api/ical/" + "x".repeat(43) + ".ics")).status()).toBe(404);
    });
  });
}

test.describe("printing and phones", () => {
  const auth = session("team2@example.com");
  test.beforeAll(async ({ browser, baseURL }) => auth.signIn(browser, baseURL));
  test.beforeEach(async ({ context }) => auth.use(context));

  test("prints only the calendar and the week ahead", async ({ page }) => {
    await openCalendar(page);
    await bars(page).first().click();
    await page.screenshot({ path: "test-results/team-calendar.png" });
    await page.keyboard.press("Escape");
    await page.emulateMedia({ media: "print" });
    const visibleDays = page.locator("[data-day]").filter({ visible: true });
    await expect(visibleDays).toHaveCount(7);
    await expect(visibleDays.first()).toHaveAttribute("data-today", "true");
    await expect(page.getByRole("button", { name: msg("en", "teamArea.calendar.print") })).toBeHidden();
    expect(await page.locator("header").first().evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    await page.screenshot({ path: "test-results/team-calendar-print.png", fullPage: true });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("scrolls the days sideways while the property column stays", async ({ page }) => {
      await openCalendar(page);
      const calendar = page.getByTestId("team-calendar");
      const name = page.getByTestId("calendar-row").first().locator("div").first();
      const before = (await name.boundingBox())!;
      await calendar.evaluate((el) => el.scrollBy({ left: 800 }));
      await expect.poll(() => calendar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect((await name.boundingBox())!.x).toBeCloseTo(before.x, 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.screenshot({ path: "test-results/team-calendar-phone.png" });
    });
  });
});

test.describe("as a guest", () => {
  const auth = session("guest@example.com");
  test.beforeAll(async ({ browser, baseURL }) => auth.signIn(browser, baseURL));
  test.beforeEach(async ({ context }) => auth.use(context));

  test("is sent away from every team page and has no feed on the profile", async ({ page }) => {
    for (const path of TEAM_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL((u) => u.pathname === "/en");
    }
    await page.goto("/en/profile");
    await expect(page.getByLabel(msg("en", "teamArea.ical.urlLabel"))).toHaveCount(0);
  });
});
