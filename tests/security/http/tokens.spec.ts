import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { withSession } from "@/tests/e2e/sessions";

// Guessing capability URLs on the real server: offer links, test payment pages, calendar feeds and
// bookings answer a plain 404 to wrong, short, random and sequential values, the same as for
// something that never existed (no error page that tells the two apart, no redirect to sign-in).

const random43 = () => randomBytes(32).toString("base64url");

test("offer links, test payment pages and calendar feeds: guesses get 404", async ({ request }) => {
  const guesses = [
    "/en/offer/1",
    "/en/offer/2/checkout",
    "/en/offer/a",
    `/en/offer/${random43()}`,
    `/en/offer/${random43()}/checkout`,
    `/en/offer/${random43()}/checkout/success`,
    // An offer's database id is not its token.
    `/en/offer/${seedUuid("offer:draft")}`,
    `/en/offer/${"A".repeat(43)}`,
    `/en/offer/${"%27%20OR%201%3D1--"}`,
    `/en/pay/test/cs_local_${random43()}`,
    "/en/pay/test/1",
    `/api/ical/${random43()}.ics`,
    "/api/ical/1.ics",
    "/api/ical/..%2F..%2Fetc%2Fpasswd",
  ];
  for (const target of guesses) {
    const response = await request.get(target, { maxRedirects: 0 });
    expect(response.status(), target).toBe(404);
  }
});

test("another guest's booking and made-up booking ids look the same: 404", async ({ page }) => {
  // guest2 is not the guest of this seeded booking (guest@example.com is).
  await withSession(page, "guest2@example.com");
  for (const id of [seedUuid("booking:anna-mischabel-in-progress"), randomUUID(), "1", "2", "00000000-0000-0000-0000-000000000001"]) {
    const response = await page.goto(`/en/my-bookings/${id}`);
    expect(response?.status(), id).toBe(404);
  }
  const csv = await page.request.get(`/api/my-bookings/${seedUuid("booking:anna-mischabel-in-progress")}/guest-list`);
  expect(csv.status()).toBe(403);
});
