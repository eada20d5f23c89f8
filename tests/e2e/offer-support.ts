import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { asDistinctVisitor, msg, hydrated } from "./support";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Days from today to `iso` (the inverse of `day`). */
export const daysAhead = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${day(0)}T00:00:00Z`)) / 86_400_000);

/**
 * A stay `from` days ahead or later whose nights /api/quote reports available: Smoobu's rates and
 * the stays booked or held on this site. Another spec may still take it before this one reserves
 * it; reserveFreeStay then moves on.
 */
export async function findFreeStay(request: APIRequestContext, slug: string, from: number, nights = 3): Promise<{ checkIn: string; checkOut: string }> {
  for (let offset = from; offset < from + 60; offset += nights + 1) {
    const stay = { checkIn: day(offset), checkOut: day(offset + nights) };
    const response = await request.get(`/api/quote?${new URLSearchParams({ property: slug, ...stay, adults: "2", locale: "en" }).toString()}`);
    if (response.ok() && ((await response.json()) as { available: boolean }).available) return stay;
  }
  throw new Error(`no free stay at ${slug} from day ${from}`);
}

/**
 * 'Reserve' on the property page for the first free stay from day `from` that the site still
 * sells (one it refuses as taken is skipped). The page is then the checkout of the new offer.
 */
export async function reserveFreeStay(page: Page, request: APIRequestContext, slug: string, from: number): Promise<{ token: string; stay: { checkIn: string; checkOut: string } }> {
  let offset = from;
  for (let attempt = 0; attempt < 10; attempt++) {
    const stay = await findFreeStay(request, slug, offset);
    const token = await tryReserve(page, slug, stay);
    if (token) return { token, stay };
    offset = daysAhead(stay.checkOut) + 1;
  }
  throw new Error(`every free-looking stay at ${slug} from day ${from} is taken`);
}

async function tryReserve(page: Page, slug: string, stay: { checkIn: string; checkOut: string }): Promise<string | null> {
  await asDistinctVisitor(page);
  await page.goto(`/en/${slug}`);
  const box = page.getByTestId("instant-booking");
  // Taken meanwhile by another spec: the quote says so (booked, or held with its end time).
  if (!(await fillStay(box, stay, { orUnavailable: true }))) return null;
  await box.getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true }).click();
  const taken = box.getByRole("alert").filter({ hasText: msg("en", "instantBooking.errors.datesUnavailable") });
  const atCheckout = () => /\/en\/offer\/[^/]+\/checkout$/.test(new URL(page.url()).pathname);
  await expect(async () => expect(atCheckout() || (await taken.isVisible())).toBe(true)).toPass({ timeout: 15_000 });
  return atCheckout() ? (new URL(page.url()).pathname.split("/")[3] ?? null) : null;
}

/** Fills the checkout form with valid details. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  const field = (key: string) => page.getByLabel(msg("en", `checkout.${key}`), { exact: true });
  // Typed before hydration, the values would be wiped out when React takes the form over.
  await hydrated(field("firstName"));
  await field("firstName").fill("Greta");
  await field("lastName").fill("Gast");
  await field("email").fill(email);
  await field("phone").fill("+41 79 555 66 77");
  await field("street").fill("Obere Gasse 12");
  await field("postalCode").fill("3906");
  await field("city").fill("Saas-Fee");
}

/** Fills the island's dates until the live price shows: typing before hydration is lost, so it retries. */
/** The booking card's answer for nights another guest is paying for, with any end time. */
export const heldMessage = (locale: "de" | "en" | "fr" = "en") =>
  new RegExp(`^${msg(locale, "quote.datesHeld", { until: "UNTIL" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("UNTIL", ".+\\d{2}:\\d{2}")}$`);

/**
 * Types the stay into the booking card until its price shows (true). With `orUnavailable`, the
 * card saying the nights are not available (booked, or held with its end time) ends it too (false).
 */
export async function fillStay(box: Locator, stay: { checkIn: string; checkOut: string }, options: { orUnavailable?: boolean } = {}): Promise<boolean> {
  const price = box.getByTestId("instant-total");
  const unavailable = box.getByText(heldMessage()).or(box.getByText(msg("en", "instantBooking.errors.datesUnavailable"), { exact: true }));
  const answer = options.orUnavailable ? price.or(unavailable) : price;
  await expect(async () => {
    await box.getByLabel(msg("en", "instantBooking.checkIn"), { exact: true }).fill(stay.checkIn);
    await box.getByLabel(msg("en", "instantBooking.checkOut"), { exact: true }).fill(stay.checkOut);
    await expect(answer.first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return price.isVisible();
}
