import { expect, test, type Page } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg, url, type Locale } from "./support";

// Amenities as a translated catalogue: the seeded Chalet Allalin shows its amenities in the
// page's language (catalogue entries and a free entry translated in the seed), and the editor
// adds a catalogue amenity and a free one whose empty English falls back to German. The editor
// test makes its own property (other specs keep their seeded data) and deletes it at the end.

const amenity = (page: Page, label: string) => page.getByTestId("amenity").filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`) });

const SEEDED: Record<Locale, { shown: string[]; notShown: string[] }> = {
  de: { shown: ["Skiraum", "Skischuhtrockner", "Gletschersicht", "Cheminée", "WLAN", "Südbalkon"], notShown: ["Ski room", "Glacier view", "South-facing balcony"] },
  en: { shown: ["Ski room", "Boot dryer", "Glacier view", "Fireplace", "Wi-Fi", "South-facing balcony"], notShown: ["Skiraum", "Südbalkon"] },
  fr: { shown: ["Local à skis", "Sèche-chaussures de ski", "Vue sur le glacier", "Cheminée", "Wi-Fi", "Balcon orienté au sud"], notShown: ["Ski room", "Skiraum", "South-facing balcony"] },
};

for (const locale of ["de", "en", "fr"] as const) {
  test(`the property page shows its amenities in ${locale}`, async ({ page }) => {
    await asDistinctVisitor(page);
    await page.goto(url(locale, "/chalet-allalin"));
    await expect(page.getByRole("heading", { level: 2, name: msg(locale, "property.amenities") })).toBeVisible();
    for (const label of SEEDED[locale].shown) await expect(amenity(page, label), label).toHaveCount(1);
    for (const label of SEEDED[locale].notShown) await expect(amenity(page, label), label).toHaveCount(0);
  });
}

test.describe("the editor", () => {
  test.describe.configure({ mode: "serial" });
  const suffix = `${process.pid}-${Date.now().toString(36)}`;
  const NAME = `E2E Amenities ${suffix}`;
  const SLUG = `e2e-amenities-${suffix}`;
  const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `propertyEditor.${key}`, values);
  const admin = adminSession("/en/admin/properties");
  test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
  test.beforeEach(async ({ page }) => {
    await asDistinctVisitor(page);
    await admin.use(page.context());
  });

  test("adds a catalogue amenity and a free one, shown translated on the public page", async ({ page }) => {
    await page.goto("/en/admin/property/new");
    const form = page.getByRole("form", { name: t("formLabel") });
    await form.getByLabel(t("fields.name"), { exact: true }).fill(NAME);
    await form.getByLabel(t("fields.slug")).fill(SLUG);
    await form.getByLabel(t("fields.descriptionIn", { language: t("languages.de") })).fill("Ein Chalet für den Ausstattungs-Test.");
    await form.getByRole("switch", { name: t("fields.isVisible") }).click();

    // The catalogue: searched in German from the English editor, picked with the keyboard.
    const search = form.getByRole("searchbox", { name: t("amenities.search") });
    await search.fill("skiraum");
    const catalogue = form.getByTestId("amenity-catalogue");
    await expect(catalogue.getByRole("checkbox")).toHaveCount(1);
    await search.press("Enter");
    await expect(catalogue.getByRole("checkbox", { name: "Ski room", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(catalogue.getByRole("checkbox", { name: "Ski room", exact: true })).toBeChecked();
    await expect(form.getByTestId("amenity-chosen-count")).toHaveText(t("amenities.selected", { count: 1 }));
    await expect(form.getByRole("button", { name: t("amenities.removeNamed", { name: "Ski room" }) })).toBeVisible();
    await search.fill("");
    await catalogue.getByRole("checkbox", { name: "Lift", exact: true }).check();

    // A free entry: German and French typed, English left empty (the editor says it falls back).
    await form.getByRole("button", { name: t("amenities.add") }).click();
    const entry = form.getByTestId("custom-amenity");
    await entry.getByLabel(t("amenities.nameIn", { language: t("languages.de") })).fill("Kachelofen");
    await entry.getByLabel(t("amenities.nameIn", { language: t("languages.fr") })).fill("Poêle en faïence");
    await entry.getByLabel(t("amenities.icon")).selectOption("flame");
    await expect(entry.getByText(t("amenities.fallsBack", { text: "Kachelofen" }))).toBeVisible();
    await expect(entry.getByLabel(t("amenities.nameIn", { language: t("languages.en") }))).toHaveAttribute("placeholder", "Kachelofen");

    await form.getByRole("button", { name: t("save") }).click();
    await expect(page.getByText(t("saved"))).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin\/property\/[0-9a-f-]{36}$/);

    // Read back: the catalogue entries stay ticked, the free entry keeps its languages.
    await page.reload();
    await expect(page.getByTestId("amenity-catalogue").getByRole("checkbox", { name: "Ski room", exact: true })).toBeChecked();
    await expect(page.getByTestId("custom-amenity").getByLabel(t("amenities.nameIn", { language: t("languages.fr") }))).toHaveValue("Poêle en faïence");

    const expected: Record<Locale, string[]> = { de: ["Skiraum", "Lift", "Kachelofen"], en: ["Ski room", "Lift", "Kachelofen"], fr: ["Local à skis", "Ascenseur", "Poêle en faïence"] };
    for (const locale of ["de", "en", "fr"] as const) {
      await expect(async () => {
        await page.goto(url(locale, `/${SLUG}`));
        for (const label of expected[locale]) await expect(amenity(page, label), `${locale}: ${label}`).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
    }
  });

  test("deletes the test property", async ({ page }) => {
    await page.goto("/en/admin/properties");
    const row = page.getByTestId("property-row").filter({ hasText: NAME });
    await row.getByRole("button", { name: msg("en", "adminProperties.deleteLabel", { name: NAME }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: msg("en", "adminProperties.confirmDelete") }).click();
    await expect(page.getByText(msg("en", "adminProperties.deleted"))).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
