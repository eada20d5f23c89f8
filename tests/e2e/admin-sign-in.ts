import { expect, type Browser, type BrowserContext, type Cookie } from "@playwright/test";
import { asDistinctVisitor, signInThroughForm } from "./support";

/**
 * Signs admin@example.com in once per worker and hands the session cookies to every test.
 * Sign-in is limited to 10 attempts per e-mail in 15 minutes (successful ones included), and
 * the whole e2e run shares that budget: a sign-in per test would exhaust it.
 */
export function adminSession(callbackPath: string) {
  let cookies: Cookie[] = [];
  return {
    async signIn(browser: Browser, baseURL: string | undefined) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await asDistinctVisitor(page);
      await page.goto(`/en/auth?callbackUrl=${callbackPath}`);
      await signInThroughForm(page, "en", "admin@example.com");
      await expect(page).toHaveURL((u) => u.pathname === callbackPath);
      cookies = await context.cookies();
      await context.close();
    },
    async use(context: BrowserContext) {
      await context.addCookies(cookies);
    },
  };
}
