import { expect, test } from "@playwright/test";
import { msg } from "@/tests/e2e/support";
import { withSession } from "@/tests/e2e/sessions";

// Issue 20, finding 5: a NUL character in a page path answered 500 (the property page's slug went
// to PostgreSQL, which refuses a NUL) and logged a stack trace per request. Such paths name no page:
// 404. The admin lists' search reached the database the same way: its control characters are
// dropped, and the list answers as for the rest of the text.

const HOSTILE_PATHS = ["/contact%00", "/en/admin%00", "/fr/profile%00", "/%00", "/en/%00", "/chalet-allalin%00", "/chalet-allalin%00x", "/en/chalet%01allalin", "/CHALET-ALLALIN"];

test("paths with a NUL or another control character are 404, never 500", async ({ request }) => {
  for (const path of HOSTILE_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("a path that is not valid percent-encoding is a 400, never a 500", async ({ request }) => {
  for (const path of ["/contact%E0%A4%A", "/en/x%E0", "/api/health%E0"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
});

test("the admin lists' search drops control characters instead of failing", async ({ page }) => {
  await withSession(page, "admin@example.com");
  for (const path of ["/en/admin/bookings?q=%00", "/en/admin/users?q=a%00b", "/en/admin/bookings?q=%01Zurbriggen%00"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The list rendered (its search box holds the cleaned text), not its "could not load" state.
    await expect(page.getByRole("searchbox").first(), path).toBeVisible();
  }
  const users = await page.goto("/en/admin/users?q=a%00b");
  expect(users?.status()).toBe(200);
  await expect(page.getByRole("searchbox").first()).toHaveValue("ab");
  await expect(page.getByText(msg("en", "adminUsers.loadError"))).toHaveCount(0);
});
