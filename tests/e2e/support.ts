import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";

// Read rather than imported: Playwright's ESM loader wants import attributes for JSON.
const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;
const de = load("de");
const en = load("en");
const fr = load("fr");

export const LOCALES = ["de", "en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const messages = { de, en, fr } as const;

/** The URL of `path` in `locale`: German has no prefix. */
export function url(locale: Locale, path: string): string {
  if (locale === "de") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A message formatted the way the app formats it (ICU plurals included), through next-intl's
 * own translator. A placeholder without a value stays as `{name}` for partial matches.
 */
export function msg(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[locale]);
  if (typeof value !== "string") throw new Error(`missing message ${locale}.${key}`);
  const simple = !value.includes(", plural,") && !value.includes(", select,");
  if (simple) return value.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  return createTranslator({ locale, messages: { message: value } })("message", values);
}

/**
 * Brings every scroll-revealed element in (scrolling the page through) and waits for every
 * finite CSS animation and transition (entrance fades); endless ones (shimmer) are ignored.
 */
export async function finishEntranceAnimations(page: Page): Promise<void> {
  // The reveal hook marks cards below the fold in an effect after hydration: wait until React owns
  // every revealable element (its fiber key is set), then two frames for the effects to run.
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".reveal")].every((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))));
  // Each card still waiting is scrolled into view and given time for the observer to fire.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let round = 0; round < 50; round++) {
      const pending = document.querySelector('[data-reveal="pending"]');
      if (!pending) break;
      pending.scrollIntoView({ block: "center" });
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-reveal="pending"]').length === 0);
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Resolves once React has hydrated `locator`'s element (its fiber key is set) and a frame has
 * passed: typing into a server-rendered input before that is wiped out by hydration.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(el).some((key) => key.startsWith("__reactFiber")) ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check);
        check();
      }),
  );
}

let ipCounter = 0;
/**
 * Gives the page's requests their own client address (X-Forwarded-For, which the e2e servers
 * believe from 127.0.0.1 as production believes its proxy: TRUSTED_PROXIES in playwright.config.ts),
 * so the per-address sign-in limits of one test run do not add up across tests that all come from
 * 127.0.0.1.
 */
export async function asDistinctVisitor(page: Page): Promise<void> {
  ipCounter += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
}

export const DEMO_PASSWORD = "demo-password-2026";

/** Signs in through the /auth form (the page must already be on /auth). */
export async function signInThroughForm(page: Page, locale: Locale, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByRole("form", { name: msg(locale, "auth.signInTab") });
  await form.getByLabel(msg(locale, "auth.email")).fill(email);
  await form.getByLabel(msg(locale, "auth.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: msg(locale, "auth.signIn") }).click();
}

/**
 * The browser's own server-action request (its headers and encoded body), captured and stopped on
 * its way out while `submit` fills and sends a form: security specs replay it with other headers.
 */
export async function captureActionRequest(page: Page, submit: () => Promise<void>): Promise<{ headers: Record<string, string>; body: string }> {
  let captured: { headers: Record<string, string>; body: string } | null = null;
  await page.route("**/*", async (route) => {
    const req = route.request();
    if (req.method() === "POST" && req.headers()["next-action"]) {
      captured = { headers: req.headers(), body: req.postData() ?? "" };
      return route.abort();
    }
    return route.continue();
  });
  await submit();
  await expect.poll(() => captured).not.toBeNull();
  return captured!;
}
