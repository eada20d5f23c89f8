import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm, type FormValue } from "./form";

/**
 * A local stand-in for the parts of Stripe's API that Checkout uses, speaking its wire format:
 * form-encoded bracket bodies under /v1/, `Authorization: Bearer <key>`, Idempotency-Key replay,
 * and errors as `{"error":{"type","message","param"}}` with the status deciding the SDK's error
 * class. Each session's `url` is a hosted page on this server whose 'Complete' marks it paid,
 * POSTs a signed `checkout.session.completed` event to the webhook URL, and redirects to
 * success_url; 'Cancel' redirects to cancel_url (Stripe keeps the session open, as here).
 */

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  payment_method_types: string[];
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  locale: string | null;
  payment_intent: string | null;
  line_items_input: FormValue;
  url: string;
  created: number;
  livemode: false;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  baseUrl: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every POST /v1/checkout/sessions body as parsed (including refused ones). */
  createRequests: { body: Record<string, FormValue>; idempotencyKey: string | null }[];
  /** A signed event for a session, as Stripe would POST it (for tests that deliver it themselves). */
  signedEvent(sessionId: string, type: string, overrides?: Partial<FakeCheckoutSession>): { payload: string; signature: string; id: string };
  /** The hosted page's 'Complete', without a browser: marks the session paid and delivers the event. */
  complete(sessionId: string): Promise<{ webhookStatus: number | null }>;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string, param?: string) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }));
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const str = (v: FormValue | undefined): string | undefined => (typeof v === "string" ? v : undefined);
const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
const record = (v: FormValue | undefined): Record<string, FormValue> => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

/** Validates a create request like Stripe does for what this app sends; returns an error or the session fields. */
function validate(body: Record<string, FormValue>, now: number): { error: [string, string] } | { amount: number; currency: string; methods: string[] } {
  if (str(body.mode) !== "payment") return { error: ["mode", "Only mode=payment is supported by this fake."] };
  for (const p of ["success_url", "cancel_url"]) if (!str(body[p])) return { error: [p, `Missing required param: ${p}.`] };
  const items = list(body.line_items);
  if (items.length === 0) return { error: ["line_items", "Missing required param: line_items."] };
  let amount = 0;
  const currencies = new Set<string>();
  for (const [i, item] of items.entries()) {
    const priceData = record(record(item).price_data);
    const unit = Number(str(priceData.unit_amount));
    const quantity = Number(str(record(item).quantity) ?? "1");
    if (!Number.isInteger(unit) || unit < 1) return { error: [`line_items[${i}][price_data][unit_amount]`, "Invalid integer: unit_amount must be a positive integer of the smallest currency unit."] };
    currencies.add(str(priceData.currency) ?? "");
    amount += unit * quantity;
  }
  if (currencies.size !== 1) return { error: ["line_items", "All line items must use the same currency."] };
  const currency = [...currencies][0] ?? "";
  const methods = list(body.allowed_payment_method_types ?? body.payment_method_types).map((m) => String(m));
  if (methods.includes("twint") && (currency !== "chf" || amount > 500_000)) {
    return { error: ["payment_method_types", "TWINT supports only CHF payments of at most 5000.00."] };
  }
  const expiresAt = Number(str(body.expires_at) ?? now + 86_400);
  if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600) return { error: ["expires_at", "expires_at must be between 30 minutes and 24 hours from now."] };
  return { amount, currency, methods: methods.length > 0 ? methods : ["card"] };
}

export async function startFakeStripe(options: { apiKey: string; webhookSecret: string; webhookUrl?: string | null }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const idempotent = new Map<string, string>();
  const createRequests: FakeStripe["createRequests"] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let baseUrl = "";

  function signedEvent(sessionId: string, type: string, overrides: Partial<FakeCheckoutSession> = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    const id = `evt_${randomBytes(12).toString("hex")}`;
    const { line_items_input: _omit, ...object } = { ...session, ...overrides };
    const payload = JSON.stringify({ id, object: "event", api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } });
    return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  }

  async function complete(sessionId: string): Promise<{ webhookStatus: number | null }> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    if (session.status === "open") Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_${randomBytes(12).toString("hex")}` });
    if (!webhookUrl) return { webhookStatus: null };
    const { payload, signature } = signedEvent(sessionId, "checkout.session.completed");
    const response = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
    return { webhookStatus: response.status };
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const hosted = /^\/pay\/(cs_test_[A-Za-z0-9]+)(?:\/(complete|cancel))?$/.exec(url.pathname);
      if (hosted) return hostedPage(req, res, hosted[1] ?? "", hosted[2]);
      if (!url.pathname.startsWith("/v1/")) return stripeError(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return stripeError(res, 401, "invalid_request_error", "Invalid API Key provided.");
      }
      const body = parseStripeForm(await readBody(req));
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return createSession(req, res, body);
      const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && get) {
        const session = sessions.get(get[1] ?? "");
        if (!session) return stripeError(res, 404, "invalid_request_error", `No such checkout.session: '${get[1]}'`, "session");
        const { line_items_input: _omit, ...visible } = session;
        return json(res, 200, visible);
      }
      return stripeError(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    })().catch((error: unknown) => {
      console.error("[fake stripe] failed", error);
      if (!res.headersSent) stripeError(res, 500, "api_error", "Fake Stripe crashed.");
    });
  });

  function createSession(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, FormValue>) {
    const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    createRequests.push({ body, idempotencyKey: key });
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return json(res, 200, sessions.get(replay));
    const now = Math.floor(Date.now() / 1000);
    const checked = validate(body, now);
    if ("error" in checked) return stripeError(res, 400, "invalid_request_error", checked.error[1], checked.error[0]);
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const metadata = Object.fromEntries(Object.entries(record(body.metadata)).map(([k, v]) => [k, String(v)]));
    const session: FakeCheckoutSession = {
      id, object: "checkout.session", mode: "payment", status: "open", payment_status: "unpaid",
      amount_total: checked.amount, currency: checked.currency, payment_method_types: checked.methods, metadata,
      client_reference_id: str(body.client_reference_id) ?? null, customer_email: str(body.customer_email) ?? null,
      success_url: str(body.success_url) ?? "", cancel_url: str(body.cancel_url) ?? "",
      expires_at: Number(str(body.expires_at) ?? now + 86_400), locale: str(body.locale) ?? null, payment_intent: null,
      line_items_input: body.line_items ?? [], url: `${baseUrl}/pay/${id}`, created: now, livemode: false,
    };
    sessions.set(id, session);
    if (key) idempotent.set(key, id);
    const { line_items_input: _omit, ...visible } = session;
    return json(res, 200, visible);
  }

  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, id: string, action: string | undefined) {
    const session = sessions.get(id);
    if (!session) return stripeError(res, 404, "invalid_request_error", "No such checkout session.");
    if (req.method === "POST" && action === "complete") {
      await complete(id);
      res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) });
      return res.end();
    }
    if (req.method === "POST" && action === "cancel") {
      res.writeHead(303, { location: session.cancel_url });
      return res.end();
    }
    const amount = (session.amount_total / 100).toFixed(2);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>
<main><h1>Fake Stripe Checkout</h1><p data-testid="amount">${session.currency.toUpperCase()} ${amount}</p>
<p data-testid="methods">${session.payment_method_types.join(", ")}</p>
<form method="post" action="/pay/${id}/complete"><button type="submit">Complete payment</button></form>
<form method="post" action="/pay/${id}/cancel"><button type="submit">Cancel payment</button></form></main></body></html>`);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    sessions,
    createRequests,
    signedEvent,
    complete,
    setWebhookUrl: (u) => void (webhookUrl = u),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
