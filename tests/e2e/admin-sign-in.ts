import type { Browser, BrowserContext, Cookie } from "@playwright/test";
import { withSession } from "./sessions";

/**
 * admin@example.com's session of this run (tests/e2e/sessions.ts) for the admin specs: taken once
 * in beforeAll and put into every test's context.
 */
export function adminSession(_callbackPath: string) {
  let cookies: Cookie[] = [];
  return {
    async signIn(browser: Browser, baseURL: string | undefined) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await withSession(page, "admin@example.com");
      cookies = await context.cookies();
      await context.close();
    },
    async use(context: BrowserContext) {
      await context.addCookies(cookies);
    },
  };
}
