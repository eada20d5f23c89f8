import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { msg, url, type Locale } from "./support";

// The Request a Quote form on the production build: client validation (on submit, then on
// change), a real submit through the server action, and the honeypot. Storage and the spam
// limits are covered against the database in tests/integration/quote-request-action.test.ts.

const ERROR_KEYS = ["nameTooShort", "emailInvalid", "projectTypeRequired", "messageTooShort", "termsRequired"] as const;

function fields(page: Page, locale: Locale) {
  const form = page.getByRole("form", { name: msg(locale, "quoteForm.formLabel") });
  return {
    form,
    name: form.getByLabel(msg(locale, "quoteForm.name"), { exact: true }),
    email: form.getByLabel(msg(locale, "quoteForm.email"), { exact: true }),
    phone: form.getByRole("textbox", { name: msg(locale, "quoteForm.phone") }),
    projectType: form.getByRole("combobox", { name: msg(locale, "quoteForm.projectType") }),
    message: form.getByRole("textbox", { name: msg(locale, "quoteForm.message") }),
    terms: form.getByRole("checkbox"),
    termsLink: form.getByRole("link"),
    honeypot: form.locator('input[name="website"]'),
    submit: form.getByRole("button", { name: msg(locale, "quoteForm.submit") }),
  };
}

async function fillValid(f: ReturnType<typeof fields>, locale: Locale) {
  await f.name.fill("E2E Owner");
  await f.email.fill(`owner-${locale}-${test.info().workerIndex}-${Date.now()}@example.com`);
  await f.phone.fill("+41 27 000 00 00");
  await f.projectType.selectOption("property-management");
  await f.message.fill("We would like you to manage our chalet in Saas-Almagell.");
  await f.terms.check();
}

/** Server action calls are POSTs carrying a Next-Action header. */
function countActionCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) calls.push(request.url());
  });
  return calls;
}

for (const locale of ["de", "en"] as const) {
  test.describe(`quote request form in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(url(locale, "/contact"));
      await expect(page.getByRole("heading", { name: msg(locale, "contact.quoteTitle") })).toBeVisible();
    });

    test("shows every validation message on submit and clears each one on change", async ({ page }) => {
      const f = fields(page, locale);
      const calls = countActionCalls(page);
      const error = (key: (typeof ERROR_KEYS)[number]) => f.form.getByText(msg(locale, `quoteForm.errors.${key}`), { exact: true });

      // Nothing is validated before the first submit.
      await f.name.fill("A");
      await expect(error("nameTooShort")).toHaveCount(0);
      await f.name.fill("");

      await f.submit.click();
      for (const key of ERROR_KEYS) await expect(error(key)).toBeVisible();
      await expect(f.form.locator('[data-slot="form-message"]')).toHaveCount(ERROR_KEYS.length);
      // The first invalid field has focus and is described by its message.
      await expect(f.name).toBeFocused();
      await expect(f.name).toHaveAttribute("aria-invalid", "true");
      await expect(f.name).toHaveAccessibleDescription(msg(locale, "quoteForm.errors.nameTooShort"));
      await expect(f.phone).toHaveAttribute("aria-invalid", "false");
      expect(await new AxeBuilder({ page }).include("form").analyze().then((r) => r.violations)).toEqual([]);

      // From now on every change re-validates: still invalid keeps the message, valid clears it.
      await f.name.fill("A");
      await expect(error("nameTooShort")).toBeVisible();
      await f.name.fill("Anna Muster");
      await expect(error("nameTooShort")).toHaveCount(0);
      await expect(f.name).toHaveAttribute("aria-invalid", "false");

      await f.email.fill("anna@");
      await expect(error("emailInvalid")).toBeVisible();
      await f.email.fill("anna@example.com");
      await expect(error("emailInvalid")).toHaveCount(0);

      await f.projectType.selectOption("renovation");
      await expect(error("projectTypeRequired")).toHaveCount(0);

      await f.message.fill("Too short");
      await expect(error("messageTooShort")).toBeVisible();
      await f.message.fill("Our chalet needs a new kitchen.");
      await expect(error("messageTooShort")).toHaveCount(0);

      await f.terms.check();
      await expect(error("termsRequired")).toHaveCount(0);
      await f.terms.uncheck();
      await expect(error("termsRequired")).toBeVisible();

      // None of this reached the server.
      expect(calls).toEqual([]);
    });

    test("submits a valid request, confirms it and resets the form", async ({ page }) => {
      const f = fields(page, locale);
      const calls = countActionCalls(page);
      await fillValid(f, locale);
      await f.submit.click();

      await expect(page.getByText(msg(locale, "quoteForm.successTitle"), { exact: true })).toBeVisible();
      await expect(page.getByText(msg(locale, "quoteForm.successDescription"), { exact: true })).toBeVisible();
      expect(calls).toHaveLength(1);

      for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toHaveValue("");
      await expect(f.projectType).toHaveValue("");
      await expect(f.terms).not.toBeChecked();
      await expect(f.submit).toBeEnabled();
      // A fresh form validates on submit again, not on every keystroke.
      await f.name.fill("A");
      await expect(f.form.getByText(msg(locale, "quoteForm.errors.nameTooShort"))).toHaveCount(0);
    });

    test("disables the button while sending and shows a failure in the live region and a toast", async ({ page }) => {
      const f = fields(page, locale);
      // Hold the action's POST until the sending state has been checked, then fail it like a
      // dropped connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (address) => address.pathname === url(locale, "/contact"),
        async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          await held;
          await route.abort("failed");
        },
      );
      await fillValid(f, locale);
      await f.submit.click();
      await expect(f.form.getByRole("button", { name: msg(locale, "quoteForm.submitting") })).toBeDisabled();
      release();

      const failure = msg(locale, "quoteForm.errors.unexpected");
      await expect(f.form.locator('[aria-live="assertive"]')).toHaveText(failure);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: failure })).toBeVisible();
      await expect(f.submit).toBeEnabled();
      // Nothing the visitor typed is lost.
      await expect(f.name).toHaveValue("E2E Owner");
      await expect(f.terms).toBeChecked();
    });

    test("links the terms of the visitor's language and hides the honeypot from people", async ({ page }) => {
      const f = fields(page, locale);
      await expect(f.termsLink).toHaveAttribute("href", url(locale, locale === "de" ? "/info/mietbedingungen" : "/info/booking_terms"));
      await expect(f.termsLink).toHaveAttribute("target", "_blank");

      await expect(f.honeypot).toHaveCount(1);
      await expect(f.honeypot).not.toBeInViewport();
      await expect(f.honeypot).toHaveAttribute("tabindex", "-1");
      await expect(f.honeypot).toHaveAttribute("autocomplete", "off");
      await expect(f.form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
      // Not in the accessibility tree: no textbox of that name.
      await expect(page.getByRole("textbox", { name: msg(locale, "quoteForm.honeypotLabel") })).toHaveCount(0);

      // Keyboard order skips it: message -> terms -> terms link -> submit.
      await f.message.focus();
      await page.keyboard.press("Tab");
      await expect(f.terms).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(f.termsLink).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(f.submit).toBeFocused();
      await expect(f.honeypot).not.toBeFocused();
    });
  });
}
