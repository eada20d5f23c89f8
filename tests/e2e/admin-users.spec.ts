import { expect, test } from "@playwright/test";
import { msg } from "./support";
import { withSession } from "./sessions";

// /admin/users in the browser: list, search and filters, Add User with its validation messages,
// Edit User, and an admin who cannot lock themselves out. In order: the list counts the seeded
// users before the other tests add and change some.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await withSession(page, "admin@example.com");
  await page.goto("/en/admin/users");
  await expect(page).toHaveURL((u) => u.pathname === "/en/admin/users");
});

test("lists, searches and filters the users", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "adminUsers.title"));
  await expect(page.getByTestId("user-row")).toHaveCount(6);
  const search = page.getByRole("search", { name: msg("en", "adminUsers.searchLabel") });
  await search.getByRole("searchbox").fill("paula");
  await search.getByRole("button", { name: msg("en", "adminUsers.apply") }).click();
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText("planner@example.com");

  await page.goto("/en/admin/users?role=team_member");
  await expect(page.getByTestId("user-row")).toHaveCount(2);
  await page.goto("/en/admin/users?status=inactive");
  await expect(page.getByText(msg("en", "adminUsers.empty"))).toBeVisible();
});

test("adds a user with every validation message on the way", async ({ page }) => {
  await page.getByRole("button", { name: msg("en", "adminUsers.addUser") }).click();
  const dialog = page.getByRole("dialog", { name: msg("en", "adminUsers.addTitle") });
  await dialog.getByRole("checkbox", { name: msg("en", "account.roles.guest") }).uncheck();
  await dialog.getByRole("button", { name: msg("en", "adminUsers.create") }).click();
  for (const key of ["emailRequired", "passwordRequired", "firstNameRequired", "lastNameRequired", "rolesRequired"]) {
    await expect(dialog.getByText(msg("en", `adminUsers.errors.${key}`))).toBeVisible();
  }
  await dialog.getByLabel(msg("en", "adminUsers.email")).fill("not-an-email");
  await dialog.getByLabel(msg("en", "adminUsers.password")).fill("12345");
  await dialog.getByRole("button", { name: msg("en", "adminUsers.create") }).click();
  await expect(dialog.getByText(msg("en", "adminUsers.errors.emailInvalid"))).toBeVisible();
  await expect(dialog.getByText(msg("en", "adminUsers.errors.passwordTooShort"))).toBeVisible();

  await dialog.getByLabel(msg("en", "adminUsers.email")).fill("cleaner.new@example.com");
  await dialog.getByLabel(msg("en", "adminUsers.password")).fill("123456");
  await dialog.getByLabel(msg("en", "adminUsers.firstName")).fill("Sina");
  await dialog.getByLabel(msg("en", "adminUsers.lastName")).fill("Bumann");
  await dialog.getByRole("checkbox", { name: msg("en", "account.roles.team_member") }).check();
  await dialog.getByRole("button", { name: msg("en", "adminUsers.create") }).click();
  await expect(page.getByText(msg("en", "adminUsers.created"))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("user-row").filter({ hasText: "cleaner.new@example.com" })).toContainText(msg("en", "account.roles.team_member"));
});

test("edits a user, and refuses to let the admin remove their own admin role", async ({ page }) => {
  await page.getByTestId("user-row").filter({ hasText: "team2@example.com" }).click();
  const dialog = page.getByRole("dialog", { name: msg("en", "adminUsers.editTitle") });
  await dialog.getByLabel(msg("en", "adminUsers.phone")).fill("+41 79 555 66 77");
  await dialog.getByRole("checkbox", { name: msg("en", "account.roles.planner") }).check();
  await dialog.getByRole("button", { name: msg("en", "adminUsers.save") }).click();
  await expect(page.getByText(msg("en", "adminUsers.updated"))).toBeVisible();
  await expect(page.getByTestId("user-row").filter({ hasText: "team2@example.com" })).toContainText(msg("en", "account.roles.planner"));

  await page.getByRole("button", { name: msg("en", "adminUsers.editUser", { name: "Andrea Supersaxo" }) }).click();
  const own = page.getByRole("dialog", { name: msg("en", "adminUsers.editTitle") });
  await own.getByRole("checkbox", { name: msg("en", "account.roles.admin") }).uncheck();
  await own.getByRole("checkbox", { name: msg("en", "account.roles.guest") }).check();
  await own.getByRole("button", { name: msg("en", "adminUsers.save") }).click();
  await expect(own.getByTestId("auth-error")).toContainText(msg("en", "adminUsers.errors.cannotRemoveOwnAdmin"));
});
