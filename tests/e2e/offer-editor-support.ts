import { expect, type Page } from "@playwright/test";
import { msg } from "./support";

// The offer editor as the e2e specs drive it (English pages): its messages, its fields by label,
// and a fresh draft from the list's 'New Offer'.

/** A message of the adminOffers namespace in English. */
export const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `adminOffers.${key}`, values);

/** An editor field by its exact label. */
export const field = (page: Page, key: string) => page.getByLabel(t(`fields.${key}`), { exact: true });

/** Opens a new draft from the list and returns its id, once the form can be typed into. */
export async function newOffer(page: Page): Promise<string> {
  await page.goto("/en/admin/make-offer");
  await page.getByRole("button", { name: t("list.newOffer") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\/[0-9a-f-]{36}$/);
  await expect(field(page, "guestName")).toBeEditable();
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}
