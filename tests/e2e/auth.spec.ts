import { expect, test } from "@playwright/test";
import { asDistinctVisitor, LOCALES, msg, signInThroughForm, url } from "./support";

// Sign-in, sign-up form rules, callbackUrl, Google without configuration and sign-out, in a real
// browser against the production build, with the seeded demo accounts.

for (const locale of LOCALES) {
  test.describe(`accounts in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await asDistinctVisitor(page);
    });

    test("a protected page sends to /auth and back after signing in", async ({ page }) => {
      await page.goto(url(locale, "/profile"));
      await expect(page).toHaveURL((u) => u.pathname === url(locale, "/auth") && u.searchParams.get("callbackUrl") === url(locale, "/profile"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "auth.welcome", { site: "Saastal Chalets" }));
      await signInThroughForm(page, locale, "guest@example.com");
      await expect(page.getByText(msg(locale, "auth.signedIn"))).toBeVisible();
      await expect(page).toHaveURL((u) => u.pathname === url(locale, "/profile"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "account.profile.title"));
      await expect(page.getByLabel(msg(locale, "account.profile.email"))).toHaveValue("guest@example.com");
      const account = page.getByRole("region", { name: msg(locale, "account.profile.accountTitle") });
      await expect(account.getByText(msg(locale, "account.roles.guest"), { exact: true })).toBeVisible();
      // The top bar now offers the dashboard, which opens the last visited dashboard page.
      const dashboard = page.getByRole("banner").getByRole("link", { name: msg(locale, "nav.dashboard") });
      await expect(dashboard).toHaveAttribute("href", url(locale, "/profile"));
    });

    test("an external callbackUrl is ignored", async ({ page }) => {
      await page.goto(`${url(locale, "/auth")}?callbackUrl=${encodeURIComponent("https://evil.example/phish")}`);
      await signInThroughForm(page, locale, "planner@example.com");
      await expect(page.getByText(msg(locale, "auth.signedIn"))).toBeVisible();
      await expect(page).toHaveURL((u) => u.host.startsWith("127.0.0.1") && u.pathname === url(locale, "/"));
    });

    test("a wrong password shows the server's message in the error box", async ({ page }) => {
      await page.goto(url(locale, "/auth"));
      await signInThroughForm(page, locale, "team2@example.com", "not-the-password");
      await expect(page.getByTestId("auth-error")).toContainText(msg(locale, "auth.errors.invalidCredentials"));
      await expect(page).toHaveURL((u) => u.pathname === url(locale, "/auth"));
    });

    test("sign-up says at once when the passwords differ and keeps submit disabled", async ({ page }) => {
      await page.goto(url(locale, "/auth"));
      await page.getByRole("tab", { name: msg(locale, "auth.signUpTab") }).click();
      const form = page.getByRole("form", { name: msg(locale, "auth.signUpTab") });
      await form.getByLabel(msg(locale, "auth.password"), { exact: true }).fill("first-password");
      await form.getByLabel(msg(locale, "auth.confirmPassword")).fill("second-password");
      await expect(form.getByText(msg(locale, "auth.errors.passwordsDoNotMatch"))).toBeVisible();
      await expect(form.getByRole("button", { name: msg(locale, "auth.signUp") })).toBeDisabled();
      await form.getByLabel(msg(locale, "auth.confirmPassword")).fill("first-password");
      await expect(form.getByText(msg(locale, "auth.errors.passwordsDoNotMatch"))).toHaveCount(0);
      await expect(form.getByRole("button", { name: msg(locale, "auth.signUp") })).toBeEnabled();
    });

    test("the password can be shown and Google says it is not available", async ({ page }) => {
      await page.goto(url(locale, "/auth"));
      const password = page.getByRole("form", { name: msg(locale, "auth.signInTab") }).getByLabel(msg(locale, "auth.password"), { exact: true });
      await password.fill("secret-value");
      await expect(password).toHaveAttribute("type", "password");
      await page.getByRole("button", { name: msg(locale, "auth.showPassword") }).first().click();
      await expect(password).toHaveAttribute("type", "text");
      await expect(page.getByRole("button", { name: msg(locale, "auth.continueWithGoogle") })).toBeDisabled();
      await expect(page.getByText(msg(locale, "auth.googleUnavailable"))).toBeVisible();
    });
  });
}

test("the sidebar follows the roles, remembers its state and toggles with ctrl+B", async ({ page }) => {
  await asDistinctVisitor(page);
  await page.goto(url("en", "/auth?callbackUrl=/en/profile"));
  await signInThroughForm(page, "en", "admin@example.com");
  await expect(page).toHaveURL((u) => u.pathname === "/en/profile");
  const sidebar = page.getByRole("navigation", { name: msg("en", "account.sidebarLabel") });
  for (const section of ["account", "admin", "team", "guest"]) {
    await expect(sidebar.getByRole("heading", { name: msg("en", `account.sections.${section}`) })).toBeVisible();
  }
  await expect(sidebar.getByRole("link", { name: msg("en", "account.items.users") })).toHaveAttribute("href", "/en/admin/users");

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("false");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "account.profile.title"));
  await expect(page.getByRole("navigation", { name: msg("en", "account.sidebarLabel") })).toHaveCount(0);
  await page.keyboard.press("Control+b");
  await expect(page.getByRole("navigation", { name: msg("en", "account.sidebarLabel") })).toBeVisible();
});

test("a guest's sidebar has only the account and guest sections; the profile can be edited", async ({ page }) => {
  await asDistinctVisitor(page);
  await page.goto(url("de", "/auth?callbackUrl=/profile"));
  await signInThroughForm(page, "de", "guest2@example.com");
  await expect(page).toHaveURL((u) => u.pathname === "/profile");
  const sidebar = page.getByRole("navigation", { name: msg("de", "account.sidebarLabel") });
  await expect(sidebar.getByRole("heading")).toHaveText([msg("de", "account.sections.account"), msg("de", "account.sections.guest")]);

  const form = page.getByRole("form", { name: msg("de", "account.profile.personalTitle") });
  await form.getByLabel(msg("de", "account.profile.city")).fill("Saas-Grund");
  await form.getByLabel(msg("de", "account.profile.firstName")).fill("x".repeat(101));
  await form.getByRole("button", { name: msg("de", "account.profile.save") }).click();
  await expect(form.getByText(msg("de", "account.errors.firstNameTooLong"))).toBeVisible();
  await form.getByLabel(msg("de", "account.profile.firstName")).fill("Luca");
  await form.getByRole("button", { name: msg("de", "account.profile.save") }).click();
  await expect(page.getByText(msg("de", "account.profile.saved"))).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: msg("de", "account.profile.personalTitle") }).getByLabel(msg("de", "account.profile.city"))).toHaveValue("Saas-Grund");
});

test("signing out ends the session, and a copy of its cookie with it", async ({ page, browser, baseURL }) => {
  await asDistinctVisitor(page);
  await page.goto(url("fr", "/auth?callbackUrl=/fr/profile"));
  await signInThroughForm(page, "fr", "team@example.com");
  await expect(page).toHaveURL((u) => u.pathname === "/fr/profile");
  // What a thief would copy before the owner signs out (issue 20: it kept working for 30 days).
  const copied = await page.context().cookies();
  await page.getByRole("button", { name: msg("fr", "account.profile.signOut"), exact: true }).click();
  await expect(page.getByText(msg("fr", "auth.signedOut"))).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === "/fr");
  await expect(page.getByRole("banner").getByRole("link", { name: msg("fr", "nav.signIn") })).toBeVisible();
  await page.goto(url("fr", "/profile"));
  await expect(page).toHaveURL((u) => u.pathname === "/fr/auth");
  const thief = await browser.newContext({ baseURL });
  try {
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto(url("fr", "/profile"));
    await expect(stolen).toHaveURL((u) => u.pathname === "/fr/auth");
  } finally {
    await thief.close();
  }
});

test("old planning URLs lead to the team calendar", async ({ request }) => {
  for (const path of ["/planning", "/team/planning", "/en/planning", "/fr/team/planning"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/team\/calendar$/);
  }
});
