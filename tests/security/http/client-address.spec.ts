import http from "node:http";
import { expect, test } from "@playwright/test";
import { nginxAvailable, NGINX, startNginx, type Nginx } from "@/bench/nginx";
import { PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";
import { captureActionRequest, msg } from "@/tests/e2e/support";

// The per-address rate limits count the client's real address: the TCP peer, or, behind a proxy
// named in TRUSTED_PROXIES (the e2e servers trust 127.0.0.1, playwright.config.ts), the address the
// proxy appended to X-Forwarded-For. Forged X-Real-IP / X-Forwarded-For values change nothing.
// Checked through the quote form's per-address limit (a server action, as the browser calls it),
// each attempt with a new e-mail so that only the per-address limit can stop it. Outside clients
// are other loopback addresses (Linux answers on all of 127.0.0.0/8), new ones every run, because
// the counters outlive a run.

const LIMIT = RATE_LIMITS.quoteRequestPerIp.limit;
const runTag = Date.now().toString(36);
let emailCounter = 0;
const randomOctet = () => 2 + Math.floor(Math.random() * 250);
/** A loopback address no earlier run used (never 127.0.0.1, which the e2e servers trust). */
const outsideClient = () => `127.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/** The browser's own quote request (the action id and its encoded arguments), captured on its way out. */
let action: { id: string; contentType: string; body: string; email: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  try {
    const email = `client-address-${runTag}@example.com`;
    const { headers, body } = await captureActionRequest(page, async () => {
      await page.goto("/en/contact");
      const form = page.getByRole("form", { name: msg("en", "quoteForm.formLabel") });
      await form.getByLabel(msg("en", "quoteForm.name"), { exact: true }).fill("Address Test");
      await form.getByLabel(msg("en", "quoteForm.email"), { exact: true }).fill(email);
      await form.getByRole("combobox", { name: msg("en", "quoteForm.projectType") }).selectOption("property-management");
      await form.getByRole("textbox", { name: msg("en", "quoteForm.message") }).fill("We would like you to manage our chalet in Saas-Grund.");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: msg("en", "quoteForm.submit") }).click();
    });
    expect(body).toContain(email);
    action = { id: headers["next-action"]!, contentType: headers["content-type"]!, body, email };
  } finally {
    await page.close();
  }
});

/**
 * Posts a quote request to `target` from the local address `from`, with a fresh e-mail and the
 * given (forged) headers. Answers whether the action accepted it or the per-address limit refused.
 * `origin` must match the Host the app sees (Next's CSRF check of actions).
 */
function submitQuote(target: string, from: string, forged: Record<string, string>, origin = new URL(target).origin): Promise<"ok" | "rateLimited"> {
  const url = new URL("/en/contact", target);
  const body = action.body.replace(action.email, `client-address-${runTag}-${++emailCounter}@example.com`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          ...forged,
          "next-action": action.id,
          "content-type": action.contentType,
          accept: "text/x-component",
          origin,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          if (text.includes('"rateLimited"')) resolve("rateLimited");
          else if (response.statusCode === 200 && text.includes('"ok":true')) resolve("ok");
          else reject(new Error(`unexpected answer ${response.statusCode}: ${text.slice(0, 300)}`));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** What a script rotates to pass as many clients, including the header our server sets itself. */
const forgedHeaders = (i: number): Record<string, string> => ({
  "x-real-ip": `198.51.100.${i + 1}`,
  "x-forwarded-for": `203.0.113.${i + 1}, 192.0.2.${i + 1}`,
  [PEER_ADDRESS_HEADER]: `198.18.0.${i + 1}`,
});

test("a client that forges X-Real-IP and X-Forwarded-For on every request is still limited as one", async ({ baseURL }) => {
  const client = outsideClient();
  const answers: string[] = [];
  for (let i = 0; i < LIMIT + 3; i++) answers.push(await submitQuote(baseURL!, client, forgedHeaders(i)));
  expect(answers).toEqual([...Array<string>(LIMIT).fill("ok"), "rateLimited", "rateLimited", "rateLimited"]);
  // The limit is the client's, not everybody's: another address is served.
  expect(await submitQuote(baseURL!, outsideClient(), forgedHeaders(0))).toBe("ok");
});

test.describe("through nginx (deploy/nginx.conf.template), a trusted proxy", () => {
  let nginx: Nginx;
  test.beforeAll(async ({ baseURL }) => {
    if (!nginxAvailable()) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`);
    const upstream = new URL(baseURL!).host;
    // nginx-cache.spec.ts uses port + 70.
    nginx = await startNginx({ port: Number(new URL(baseURL!).port) + 71, upstream });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test("two real clients count separately, and neither escapes its limit by forging headers", async () => {
    // nginx passes the Host the browser sent, port included ($http_host), so the Origin is nginx's own.
    const viaNginx = (from: string, i: number) => submitQuote(nginx.baseUrl, from, forgedHeaders(i));
    const [first, second] = [outsideClient(), outsideClient()];
    const answers: string[] = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await viaNginx(first, i));
    expect(answers).toEqual([...Array<string>(LIMIT).fill("ok"), "rateLimited", "rateLimited"]);
    // The second client behind the same proxy (the same TCP peer for the app) has its own counter.
    expect(await viaNginx(second, 0)).toBe("ok");
    expect(await viaNginx(first, 99)).toBe("rateLimited");
  });
});
