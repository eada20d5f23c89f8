import { expect, request as newRequest, test } from "@playwright/test";
import { asDistinctVisitor, captureActionRequest, DEMO_PASSWORD, signInThroughForm } from "@/tests/e2e/support";

// Session cookies as a production deployment sets them (behind a TLS proxy: X-Forwarded-Proto
// https, which next-auth trusts with trustHost), and Next's own CSRF check of server actions:
// a real sign-in action request replayed from another Origin is refused before the action runs.

type SetCookie = { name: string; attributes: string[] };

function setCookies(headers: { name: string; value: string }[]): SetCookie[] {
  return headers
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => {
      const [pair, ...attributes] = h.value.split(";").map((s) => s.trim());
      return { name: pair!.split("=")[0]!, attributes: attributes.map((a) => a.toLowerCase()) };
    });
}

test("over https, next-auth's cookies are __Secure-/__Host-, Secure, HttpOnly and SameSite=Lax", async ({ baseURL }) => {
  const api = await newRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-proto": "https", "x-forwarded-for": "10.250.9.1" } });
  try {
    const csrf = await api.get("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await api.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "guest2@example.com", password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const cookies = [...setCookies(csrf.headersArray()), ...setCookies(signIn.headersArray())];
    const session = cookies.find((c) => c.name === "__Secure-authjs.session-token");
    expect(session, JSON.stringify(cookies)).toBeTruthy();
    expect(cookies.find((c) => c.name === "__Host-authjs.csrf-token")).toBeTruthy();
    for (const cookie of cookies) {
      expect(cookie.name, cookie.name).toMatch(/^__(Secure|Host)-/);
      expect(cookie.attributes, cookie.name).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    }
  } finally {
    await api.dispose();
  }
});

test("a server action posted from another Origin is refused and signs nobody in", async ({ page, baseURL }) => {
  // The browser's own sign-in request, captured (and stopped) on its way out.
  await asDistinctVisitor(page);
  const { headers, body } = await captureActionRequest(page, async () => {
    await page.goto("/en/auth");
    await signInThroughForm(page, "en", "planner@example.com");
  });
  expect(body).toContain("planner@example.com");

  const origin = new URL(baseURL!).origin;
  const replay = async (from: string) => {
    const api = await newRequest.newContext({ baseURL });
    try {
      const response = await api.post("/en/auth", {
        headers: { "next-action": headers["next-action"]!, "content-type": headers["content-type"]!, accept: "text/x-component", origin: from, "x-forwarded-for": "10.250.9.2" },
        data: body,
        maxRedirects: 0,
      });
      return { status: response.status(), session: setCookies(response.headersArray()).some((c) => c.name.endsWith("authjs.session-token")) };
    } finally {
      await api.dispose();
    }
  };
  for (const evil of ["https://evil.example", "http://127.0.0.1.evil.example", "null"]) {
    const refused = await replay(evil);
    expect(refused.status, evil).toBeGreaterThanOrEqual(400);
    expect(refused.session, evil).toBe(false);
  }
  // The very same request from our own origin works: the refusal above was the Origin check.
  const accepted = await replay(origin);
  expect(accepted.status).toBe(200);
  expect(accepted.session).toBe(true);
});
