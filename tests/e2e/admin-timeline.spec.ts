import { expect, test } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { LOCALES } from "@/lib/domain/localized";
import { msg } from "./support";
import { withSession } from "./sessions";

// The office's view of a booking's mail timeline: Luca's upcoming stay at Haus Mischabel
// (prisma/seed/bookings.ts: direct channel, deposit open) lists its mails with their moments;
// the admin pauses the thank-you mail, sees it paused, and resumes it (the seed stays as it was).

const bookingId = seedUuid("booking:luca-mischabel-upcoming");

test("an admin sees the mail timeline of a booking and pauses one mail", async ({ page }, testInfo) => {
  await withSession(page, "admin@example.com");
  await page.goto(`/en/admin/bookings/${bookingId}`);
  const timeline = page.getByRole("region", { name: msg("en", "adminTimeline.title") });
  await expect(timeline.getByTestId("timeline-mail").first()).toBeVisible();
  for (const kind of ["confirmation", "arrivalInfo", "thankYou"]) await expect(timeline.locator(`[data-kind="${kind}"]`)).toHaveCount(1);
  await expect(page.getByRole("region", { name: msg("en", "adminTimeline.scheduleTitle") }).getByTestId("instalment").first()).toBeVisible();

  const thankYou = timeline.locator('[data-kind="thankYou"]');
  await expect(thankYou).toHaveAttribute("data-state", "scheduled");
  await thankYou.getByRole("button", { name: msg("en", "adminTimeline.pause"), exact: true }).click();
  await expect(thankYou).toHaveAttribute("data-state", "paused");
  await expect(thankYou.getByText(msg("en", "adminTimeline.states.paused"), { exact: true })).toBeVisible();
  await page.reload();
  await expect(timeline.locator('[data-kind="thankYou"]')).toHaveAttribute("data-state", "paused");

  // Screenshots of the timeline in each language and width, looked at by hand (test output).
  for (const locale of LOCALES) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${locale === "de" ? "" : `/${locale}`}/admin/bookings/${bookingId}`);
      const region = page.getByRole("region", { name: msg(locale, "adminTimeline.title") });
      await expect(region.locator('[data-kind="thankYou"]')).toHaveAttribute("data-state", "paused");
      await region.screenshot({ path: testInfo.outputPath(`timeline-${locale}-${width}.png`) });
      await page.getByRole("region", { name: msg(locale, "adminTimeline.scheduleTitle") }).screenshot({ path: testInfo.outputPath(`schedule-${locale}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/en/admin/bookings/${bookingId}`);
  await thankYou.getByRole("button", { name: msg("en", "adminTimeline.resume"), exact: true }).click();
  await expect(thankYou).toHaveAttribute("data-state", "scheduled");
});

test("the property editor has the balance days and the arrival texts in each language", async ({ page }, testInfo) => {
  await withSession(page, "admin@example.com");
  const propertyId = seedUuid("property:haus-mischabel");
  for (const locale of LOCALES) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${locale === "de" ? "" : `/${locale}`}/admin/property/${propertyId}`);
      const section = page.getByRole("heading", { name: msg(locale, "propertyEditor.sections.guestTexts") });
      await section.scrollIntoViewIfNeeded();
      await expect(page.getByLabel(msg(locale, "propertyEditor.fields.balanceDueDays"))).toHaveValue(/^\d+$/);
      await expect(page.getByText(msg(locale, "propertyEditor.hints.accessDetails")).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`property-texts-${locale}-${width}.png`) });
    }
  }
});
