import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// /admin/properties and the property editor in the browser as admin@example.com. The tests make
// their own property (so parallel spec files keep their seeded data): create it with validation
// on the way, add a FAQ entry and a photo, show it with the Visible switch and find it on the
// public listing and page, then delete it; a seeded property with bookings refuses deletion.
test.describe.configure({ mode: "serial" });

const suffix = `${process.pid}-${Date.now().toString(36)}`;
const NAME = `E2E Chalet ${suffix}`;
const SLUG = `e2e-chalet-${suffix}`;
const FAQ_QUESTION = `Is there a sledge? ${suffix}`;
let editorUrl = "";

const admin = adminSession("/en/admin/properties");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
  await page.goto("/en/admin/properties");
});

const row = (page: Page, name: string) => page.getByTestId("property-row").filter({ hasText: name });
const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `propertyEditor.${key}`, values);

/** Reloads until `check` passes: public pages are revalidated by tag, served stale once meanwhile. */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("the list and the editor of a seeded property are accessible and translated", async ({ page }) => {
  await expect(row(page, "Chalet Dom")).toContainText("Saas-Fee");
  await expectNoSeriousViolations(page);
  await page.goto("/fr/admin/properties");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("fr", "adminProperties.title"));
  await row(page, "Chalet Dom").getByRole("link", { name: msg("fr", "adminProperties.editLabel", { name: "Chalet Dom" }) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("fr", "propertyEditor.editTitle", { name: "Chalet Dom" }));
  // The seeded content reaches the form: FAQ entries and photos.
  await expect(page.getByTestId("faq-entry").first()).toBeVisible();
  await expect(page.getByTestId("editor-image").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("creates a property in the editor, with validation, a FAQ entry and a photo", async ({ page }) => {
  await page.getByRole("link", { name: msg("en", "adminProperties.newProperty") }).click();
  await expect(page).toHaveURL((u) => u.pathname === "/en/admin/property/new");
  const form = page.getByRole("form", { name: t("formLabel") });
  await form.getByRole("button", { name: t("save") }).click();
  await expect(form.getByText(msg("en", "propertyEditor.errors.nameRequired"))).toBeVisible();
  await expect(form.getByText(msg("en", "propertyEditor.errors.slugRequired"))).toBeVisible();
  await expect(form.getByText(msg("en", "propertyEditor.errors.descriptionRequired"))).toBeVisible();

  await form.getByLabel(t("fields.name"), { exact: true }).fill(NAME);
  await form.getByLabel(t("fields.slug")).fill("Not A Slug");
  await form.getByLabel(t("fields.descriptionIn", { language: t("languages.de") })).fill("Ein Chalet aus dem Browser-Test.");
  await form.getByRole("button", { name: t("save") }).click();
  await expect(form.getByText(msg("en", "propertyEditor.errors.slugInvalid"))).toBeVisible();
  await form.getByLabel(t("fields.slug")).fill(SLUG);
  await form.getByLabel(t("fields.maxGuests"), { exact: true }).fill("7");
  await form.getByRole("button", { name: t("faq.add") }).click();
  await form.getByLabel(t("faq.question", { language: t("languages.de") })).fill(`Gibt es einen Schlitten? ${suffix}`);
  await form.getByLabel(t("faq.answer", { language: t("languages.de") })).fill("Ja, zwei.");
  await form.getByLabel(t("faq.question", { language: t("languages.en") })).fill(FAQ_QUESTION);
  await form.getByLabel(t("faq.answer", { language: t("languages.en") })).fill("Yes, two.");
  await form.getByRole("button", { name: t("save") }).click();
  await expect(page.getByText(t("saved"))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/property\/[0-9a-f-]{36}$/);
  editorUrl = new URL(page.url()).pathname;

  // A photo: uploaded and stored at once; 'Save' keeps the order.
  const jpeg = await sharp({ create: { width: 640, height: 427, channels: 3, background: "#2f6f4f" } }).jpeg().toBuffer();
  await page.getByLabel(t("images.upload")).setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByText(t("images.uploaded"))).toBeVisible();
  await expect(page.getByTestId("editor-image")).toHaveCount(1);
  // The wrong type is refused before anything is sent.
  await page.getByLabel(t("images.upload")).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText(`notes.txt: ${msg("en", "propertyEditor.errors.imageType")}`)).toBeVisible();
  await form.getByRole("button", { name: t("save") }).click();
  await expect(page.getByText(t("saved")).first()).toBeVisible();
});

test("refuses a slug another property has", async ({ page }) => {
  await page.goto(editorUrl);
  const form = page.getByRole("form", { name: t("formLabel") });
  await form.getByLabel(t("fields.slug")).fill("chalet-dom");
  await form.getByRole("button", { name: t("save") }).click();
  await expect(form.getByText(msg("en", "propertyEditor.errors.slugTaken"))).toBeVisible();
  await expect(page.getByText(t("saveFailed")).first()).toBeVisible();
});

test("creates, edits and deletes a point of interest from the editor", async ({ page }) => {
  const poiName = `E2E Kiosk ${suffix}`;
  const renamed = `E2E Post ${suffix}`;
  await page.goto(editorUrl);
  await page.getByRole("button", { name: t("poi.new") }).click();
  const create = page.getByRole("dialog", { name: t("poi.new") });
  await create.getByLabel(t("poi.name")).fill(poiName);
  await create.getByLabel(t("fields.latitude")).fill("46.1");
  await create.getByLabel(t("fields.longitude")).fill("7.9");
  await create.getByRole("button", { name: t("poi.create") }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole("checkbox", { name: new RegExp(poiName) })).toBeChecked();

  await page.getByRole("button", { name: t("poi.editLabel", { name: poiName }) }).click();
  const edit = page.getByRole("dialog", { name: t("poi.editTitle", { name: poiName }) });
  await expect(edit.getByLabel(t("fields.latitude"))).toHaveValue("46.1");
  await edit.getByLabel(t("poi.name")).fill("");
  await edit.getByRole("button", { name: t("poi.save") }).click();
  await expect(edit.getByText(msg("en", "propertyEditor.errors.poiNameRequired"))).toBeVisible();
  await edit.getByLabel(t("poi.name")).fill(renamed);
  await edit.getByRole("button", { name: t("poi.save") }).click();
  await expect(edit).toBeHidden();
  // Saved at once, without the property's Save: a reload shows the new name.
  await page.reload();
  await expect(page.getByRole("button", { name: t("poi.editLabel", { name: renamed }) })).toBeVisible();
  await expect(page.getByRole("button", { name: t("poi.editLabel", { name: poiName }) })).toHaveCount(0);

  await page.getByRole("button", { name: t("poi.deleteLabel", { name: renamed }) }).click();
  const confirm = page.getByRole("alertdialog", { name: t("poi.deleteTitle", { name: renamed }) });
  await expect(confirm).toContainText(t("poi.deleteDescription"));
  await confirm.getByRole("button", { name: t("poi.confirmDelete") }).click();
  await expect(page.getByText(t("poi.deleted", { name: renamed }))).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(renamed) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: t("poi.editLabel", { name: renamed }) })).toHaveCount(0);
});

test("the Visible switch puts the property on the public listing and its page", async ({ page }) => {
  const visible = row(page, NAME).getByRole("switch", { name: msg("en", "adminProperties.visibleLabel", { name: NAME }) });
  await expect(visible).toHaveAttribute("aria-checked", "false");
  await visible.click();
  await expect(page.getByText(msg("en", "adminProperties.visibilityUpdated"))).toBeVisible();
  await expect(visible).toHaveAttribute("aria-checked", "true");

  await eventually(page, "/en", async () => {
    await expect(page.getByRole("heading", { name: NAME })).toBeVisible({ timeout: 2000 });
  });
  await eventually(page, `/en/${SLUG}`, async () => {
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible({ timeout: 2000 });
  });
  await expect(page.getByText(FAQ_QUESTION)).toBeVisible();
  await expect(page.getByText(msg("en", "property.guests", { count: 7 })).first()).toBeVisible();
  const photo = page.locator(`img[src*="${encodeURIComponent("/uploads/properties/")}"], img[src*="/uploads/properties/"]`).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A new slug: the old URL (bookmarks, search engines) moves to the new one for good.
  await page.goto(editorUrl);
  const form = page.getByRole("form", { name: t("formLabel") });
  await form.getByLabel(t("fields.slug")).fill(`${SLUG}-renamed`);
  await form.getByRole("button", { name: t("save") }).click();
  await expect(page.getByText(t("saved"))).toBeVisible();
  await eventually(page, `/en/${SLUG}`, async () => {
    await expect(page).toHaveURL((u) => u.pathname === `/en/${SLUG}-renamed`, { timeout: 2000 });
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible({ timeout: 2000 });
  });
  const moved = await page.request.get(`/en/${SLUG}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`/en/${SLUG}-renamed$`));

  await page.goto("/en/admin/properties");
  await row(page, NAME).getByRole("switch").click();
  await expect(page.getByText(msg("en", "adminProperties.visibilityUpdated"))).toBeVisible();
  await eventually(page, "/en", async () => {
    await expect(page.getByRole("heading", { name: NAME })).toHaveCount(0, { timeout: 2000 });
  });
});

test("refuses to delete a property with bookings and suggests hiding it", async ({ page }) => {
  await row(page, "Chalet Dom").getByRole("button", { name: msg("en", "adminProperties.deleteLabel", { name: "Chalet Dom" }) }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(msg("en", "adminProperties.deleteHasBookings"));
  await dialog.getByRole("button", { name: msg("en", "adminProperties.confirmDelete") }).click();
  await expect(page.getByText(msg("en", "adminProperties.deleteFailed"))).toBeVisible();
  await expect(page.getByText(msg("en", "adminProperties.errors.propertyHasBookings"))).toBeVisible();
  await expect(row(page, "Chalet Dom")).toHaveCount(1);
});

test("deletes the new property after confirmation", async ({ page }) => {
  await row(page, NAME).getByRole("button", { name: msg("en", "adminProperties.deleteLabel", { name: NAME }) }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(msg("en", "adminProperties.deleteDescription"));
  await dialog.getByRole("button", { name: msg("en", "adminProperties.confirmDelete") }).click();
  await expect(page.getByText(msg("en", "adminProperties.deleted"))).toBeVisible();
  await expect(row(page, NAME)).toHaveCount(0);
});
