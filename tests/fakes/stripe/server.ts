import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeDispute, openDispute, retrieveDispute, type DisputeOptions, type DisputeOutcome } from "./disputes";
import { EventBus } from "./events";
import { Faults } from "./faults";
import { parseStripeForm, type FormValue } from "./form";
import { hostedPage } from "./hosted-page";
import { errorBody, readBody, refused, send, type ApiAnswer } from "./http";
import { IdempotencyStore } from "./idempotency";
import { completeSession, retrieveCharge, retrievePaymentIntent, settleAsync, type CompleteOptions } from "./payments";
import { createRefund, listRefunds, refundFromDashboard, retrieveRefund } from "./refunds";
import { createSession, expireByApi, expireSession, listSessions, retrieveSession, visibleSession } from "./sessions";
import { mustGet, type FakeState } from "./state";
import type { DeliveredEvent, FakeCharge, FakeCheckoutSession, FakeDispute, FakePaymentIntent, FakeRefund, RecordedRequest, RefundStatus } from "./types";

export type { DeliveredEvent, FakeCharge, FakeCheckoutSession, FakeDispute, FakePaymentIntent, FakeRefund, RecordedRequest, RefundStatus } from "./types";
export type { CompleteOptions } from "./payments";
export type { DisputeOptions, DisputeOutcome } from "./disputes";
export { FAKE_DISPUTE_FEE } from "./disputes";

/**
 * A local stand-in for the parts of Stripe's API this app uses, speaking its wire format:
 * form-encoded bracket bodies under /v1/, `Authorization: Bearer <key>`, Idempotency-Key replay,
 * errors as `{"error":{"type","code","message","param"}}` with the status deciding the SDK's error
 * class, and signed webhook events. Each module names the public source of what it enforces:
 * sessions.ts (Checkout), payments.ts (PaymentIntents, Charges), refunds.ts, disputes.ts,
 * idempotency.ts, events.ts, faults.ts, hosted-page.ts. Point the SDK at it with
 * `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`.
 */

export interface FakeStripeOptions {
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string | null;
  /** Payment methods activated on the account; card, twint and paypal by default. */
  activatedMethods?: string[];
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  baseUrl: string;
  sessions: Map<string, FakeCheckoutSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  disputes: Map<string, FakeDispute>;
  /** Every POST /v1/checkout/sessions body as parsed (refused ones and idempotent replays included). */
  createRequests: RecordedRequest[];
  /** Every POST /v1/refunds body as parsed (refused ones and idempotent replays included). */
  refundRequests: RecordedRequest[];
  /** Every webhook delivery, in order (a redelivery is another entry with the same id). */
  events: DeliveredEvent[];
  /** A signed event for a session, as Stripe would POST it (for tests that deliver it themselves). */
  signedEvent(sessionId: string, type: string, overrides?: Partial<FakeCheckoutSession>): { payload: string; signature: string; id: string };
  /** The hosted page's 'Complete', without a browser: pays the session and delivers checkout.session.completed. */
  complete(sessionId: string, options?: CompleteOptions): Promise<{ webhookStatus: number | null }>;
  /** Ends the delayed payment of a session completed with `{ async: true }`, with its event. */
  settleAsync(sessionId: string, outcome: "succeeded" | "failed"): Promise<{ webhookStatus: number | null }>;
  /** Expires an open session as Stripe's own timeout would, delivering checkout.session.expired; throws otherwise. */
  expire(sessionId: string): Promise<{ webhookStatus: number | null }>;
  /** A refund made in the Dashboard (no metadata), delivering charge.refunded; throws what the API would refuse. */
  refundFromDashboard(paymentIntentId: string, amount?: number): Promise<{ refund: FakeRefund; webhookStatus: number | null }>;
  /**
   * How the next refunds end: succeeded (default), pending (stays), failed (pending, then failed
   * with charge.refund.updated; with `{ failFrom: "succeeded" }` it shows succeeded first).
   */
  setRefundOutcome(outcome: RefundStatus, options?: { failFrom?: "pending" | "succeeded" }): void;
  /** The cardholder's bank disputes the payment: charge.dispute.created. */
  dispute(paymentIntentId: string, options?: DisputeOptions): Promise<{ dispute: FakeDispute; webhookStatus: number | null }>;
  /** won, lost (a chargeback) or prevented, warning_closed (an inquiry). */
  closeDispute(disputeId: string, outcome: DisputeOutcome): Promise<{ dispute: FakeDispute; webhookStatus: number | null }>;
  setActivatedMethods(methods: string[]): void;
  /** The next matching request is processed, but its answer is lost (the socket is destroyed). */
  loseNextAnswer(method: string, pathPrefix: string): void;
  /** The next matching request is answered with an api_error (500 by default) without being processed. */
  failNext(method: string, pathPrefix: string, status?: number): void;
  /** Signs and delivers any event. */
  deliver(type: string, object: unknown): Promise<{ id: string; status: number | null }>;
  /** Delivers an already delivered event again (Stripe may deliver an event more than once). */
  redeliver(eventId: string): Promise<{ id: string; status: number | null }>;
  /** Resolves when the webhook deliveries that follow API answers have all finished. */
  idle(): Promise<void>;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

interface Context {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  stripeVersion: string | undefined;
}

function route(state: FakeState, { method, path, params, stripeVersion }: Context): ApiAnswer {
  const [, resource, id, action] = /^\/v1\/(checkout\/sessions|payment_intents|charges|refunds|disputes)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path) ?? [];
  if (method === "POST" && resource === "checkout/sessions" && !id) return createSession(state, params, stripeVersion);
  if (method === "POST" && resource === "checkout/sessions" && id && action === "expire") return expireByApi(state, id);
  if (method === "GET" && resource === "checkout/sessions" && !action) return id ? retrieveSession(state, id) : listSessions(state, params);
  if (method === "GET" && resource === "payment_intents" && id && !action) return retrievePaymentIntent(state, id);
  if (method === "GET" && resource === "charges" && id && !action) return retrieveCharge(state, id);
  if (method === "POST" && resource === "refunds" && !id) return createRefund(state, params);
  if (method === "GET" && resource === "refunds" && !action) return id ? retrieveRefund(state, id) : listRefunds(state, params);
  if (method === "GET" && resource === "disputes" && id && !action) return retrieveDispute(state, id);
  return { ...refused(404, `Unrecognized request URL (${method}: ${path}).`), save: false };
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let webhookUrl = options.webhookUrl ?? null;
  const bus = new EventBus(options.webhookSecret, () => webhookUrl);
  const state: FakeState = {
    baseUrl: "",
    activatedMethods: options.activatedMethods ?? ["card", "twint", "paypal"],
    refundOutcome: "succeeded",
    refundFailsFrom: "pending",
    sessions: new Map(),
    paymentIntentMetadata: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    createRequests: [],
    refundRequests: [],
    bus,
  };
  const idempotency = new IdempotencyStore();
  const faults = new Faults();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const hosted = /^\/pay\/(cs_test_[A-Za-z0-9]+)(?:\/(complete|cancel))?$/.exec(url.pathname);
    if (hosted) return hostedPage(state, req, res, hosted[1] ?? "", hosted[2]);
    const method = req.method ?? "GET";
    const path = url.pathname;
    if (!path.startsWith("/v1/")) return send(res, 404, errorBody({ type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` }));
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(res, 401, errorBody({ type: "invalid_request_error", message: "Invalid API Key provided." }));
    }
    const raw = await readBody(req);
    const fault = faults.take(method, path);
    if (fault?.kind === "fail") return send(res, fault.status, errorBody({ type: "api_error", message: "An unexpected error occurred at the fake Stripe (failNext)." }));
    const params = parseStripeForm(method === "GET" ? url.search.slice(1) : raw);
    const header = (name: string): string | undefined => (typeof req.headers[name] === "string" ? req.headers[name] : undefined);
    const key = method === "POST" ? (header("idempotency-key") ?? null) : null;
    if (method === "POST" && path === "/v1/checkout/sessions") state.createRequests.push({ body: params, idempotencyKey: key });
    if (method === "POST" && path === "/v1/refunds") state.refundRequests.push({ body: params, idempotencyKey: key });
    const context: Context = { method, path, params, stripeVersion: header("stripe-version") };
    const answer = method === "POST" ? idempotency.run(key, method, path, params, () => route(state, context)) : route(state, context);
    if (fault?.kind === "lose") req.socket.destroy();
    else send(res, answer.status, answer.body);
    if (answer.after) bus.later(answer.after);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[fake stripe] failed", error);
      if (!res.headersSent) send(res, 500, errorBody({ type: "api_error", message: "Fake Stripe crashed." }));
    });
  });

  function signedEvent(sessionId: string, type: string, overrides: Partial<FakeCheckoutSession> = {}) {
    const session = mustGet(state.sessions, sessionId, "session");
    const { id, payload, signature } = bus.sign(type, visibleSession({ ...session, ...overrides }));
    return { id, payload, signature };
  }

  async function expire(sessionId: string): Promise<{ webhookStatus: number | null }> {
    const refusal = expireSession(state, sessionId);
    if (refusal) throw new Error(`fake stripe: cannot expire ${sessionId}: ${JSON.stringify(refusal.body)}`);
    const { status } = await bus.deliver("checkout.session.expired", visibleSession(mustGet(state.sessions, sessionId, "session")));
    return { webhookStatus: status };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: state.baseUrl,
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    disputes: state.disputes,
    createRequests: state.createRequests,
    refundRequests: state.refundRequests,
    events: bus.events,
    signedEvent,
    complete: (sessionId, completeOptions) => completeSession(state, sessionId, completeOptions),
    settleAsync: (sessionId, outcome) => settleAsync(state, sessionId, outcome),
    expire,
    refundFromDashboard: (paymentIntentId, amount) => refundFromDashboard(state, paymentIntentId, amount),
    setRefundOutcome: (outcome, outcomeOptions = {}) => {
      state.refundOutcome = outcome;
      state.refundFailsFrom = outcomeOptions.failFrom ?? "pending";
    },
    dispute: (paymentIntentId, disputeOptions) => openDispute(state, paymentIntentId, disputeOptions),
    closeDispute: (disputeId, outcome) => closeDispute(state, disputeId, outcome),
    setActivatedMethods: (methods) => void (state.activatedMethods = [...methods]),
    loseNextAnswer: (method, pathPrefix) => faults.add("lose", method, pathPrefix),
    failNext: (method, pathPrefix, status = 500) => faults.add("fail", method, pathPrefix, status),
    deliver: (type, object) => bus.deliver(type, object),
    redeliver: (eventId) => bus.redeliver(eventId),
    idle: () => bus.idle(),
    setWebhookUrl: (url) => void (webhookUrl = url),
    close: async () => {
      await bus.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
