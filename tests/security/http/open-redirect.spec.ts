import { expect, test } from "@playwright/test";
import { asDistinctVisitor, signInThroughForm } from "@/tests/e2e/support";

// /auth?callbackUrl=… after a real sign-in: hostile destinations must leave the visitor on our
// own origin (the home page). One account per variant: sign-ins count against a per-account limit.

const VARIANTS: [callbackUrl: string, account: string][] = [
  ["https://evil.example/steal", "team@example.com"],
  ["//evil.example/steal", "team2@example.com"],
  ["/\\evil.example/steal", "planner@example.com"],
  ["/%2F%2Fevil.example/steal", "guest2@example.com"],
  ["/%5Cevil.example/steal", "guest@example.com"],
  ["javascript:alert(document.domain)", "admin@example.com"],
];

for (const [callbackUrl, account] of VARIANTS) {
  test(`callbackUrl ${callbackUrl} ends on our own origin`, async ({ page, baseURL }) => {
    await asDistinctVisitor(page);
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).hostname.includes("evil")) foreign.push(r.url());
    });
    let dialog = false;
    page.on("dialog", (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto(`/en/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await signInThroughForm(page, "en", account);
    await expect(page).toHaveURL((u) => !u.pathname.endsWith("/auth"));
    const at = new URL(page.url());
    expect(at.origin).toBe(new URL(baseURL!).origin);
    expect(at.pathname).toBe("/en");
    expect(foreign).toEqual([]);
    expect(dialog).toBe(false);
  });
}
