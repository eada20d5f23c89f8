import fs from "node:fs";
import path from "node:path";
import { expect, type Browser, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { asDistinctVisitor, signInThroughForm } from "./support";

// Sign-in throttles failed attempts only (lib/domain/sign-in-throttle.ts): successful sign-ins
// never count, and the specs that mistype a password do so from their own address
// (asDistinctVisitor), far below the account-wide allowance. Signing in through the form is
// still slow, so tests that are not about signing in reuse one real session per account for the
// run: the first test that needs it signs in through the real form and saves the session cookies
// under a folder of this run (E2E_RUN_ID, set once in playwright.config.ts and inherited by the
// workers); every other test, in any worker, puts those cookies into its own browser context.
// Sessions are signed cookies checked against the database on every request, so sharing them
// changes nothing server-side.

function sessionFile(email: string): string {
  const run = process.env.E2E_RUN_ID ?? "local";
  return path.join(process.cwd(), "test-results", `.sessions-${run}`, `${email.toLowerCase()}.json`);
}

function readCookies(file: string): Cookie[] | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Cookie[];
  } catch {
    return null;
  }
}

async function signInOnce(browser: Browser, baseURL: string | undefined, email: string): Promise<Cookie[]> {
  const file = sessionFile(email);
  const saved = readCookies(file);
  if (saved) return saved;
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await asDistinctVisitor(page);
    await page.goto("/en/auth?callbackUrl=/en/profile");
    await signInThroughForm(page, "en", email);
    await expect(page).toHaveURL((u) => u.pathname === "/en/profile");
    const cookies = await context.cookies();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written under a temporary name first: another worker never reads half a file.
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(cookies));
    fs.renameSync(`${file}.${process.pid}`, file);
    return cookies;
  } finally {
    await context.close();
  }
}

/** Puts the run's session of `email` into `page`'s context (signing in once per run if needed). */
export async function withSession(page: Page, email: string): Promise<void> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error("withSession needs a browser-backed context");
  await asDistinctVisitor(page);
  await context.addCookies(await signInOnce(browser, process.env.E2E_BASE_URL, email));
}

/**
 * For a spec's beforeAll: take `email`'s session of the run once, then put it into each test's
 * context with `use(context)`.
 */
export function sessionFor(email: string) {
  let cookies: Cookie[] = [];
  return {
    async signIn(browser: Browser, baseURL: string | undefined) {
      const context = await browser.newContext({ baseURL });
      try {
        await withSession(await context.newPage(), email);
        cookies = await context.cookies();
      } finally {
        await context.close();
      }
    },
    async use(context: BrowserContext) {
      await context.addCookies(cookies);
    },
  };
}
