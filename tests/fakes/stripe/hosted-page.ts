import type http from "node:http";
import { readBody } from "./http";
import { completeSession } from "./payments";
import { lapseIfDue } from "./sessions";
import type { FakeState } from "./state";

/**
 * The session's `url`: a page standing in for Stripe's hosted Checkout. It shows the amount and
 * the methods Stripe kept (the session's payment_method_types), one of which the guest picks.
 * 'Complete payment' pays (delivering checkout.session.completed) and redirects to success_url;
 * 'Cancel payment' redirects to cancel_url and leaves the session open, as Stripe does. An expired
 * session shows a message instead and can no longer be paid
 * (https://docs.stripe.com/api/checkout/sessions/expire: "customers loading the Checkout Session
 * see a message saying the Checkout Session is expired").
 */

const LABELS: Record<string, string> = { card: "Card", twint: "TWINT", paypal: "PayPal" };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1>${body}</main></body></html>`);
}

export async function hostedPage(state: FakeState, req: http.IncomingMessage, res: http.ServerResponse, id: string, action: string | undefined): Promise<void> {
  lapseIfDue(state, id);
  const session = state.sessions.get(id);
  if (!session) return page(res, 404, "<p>No such checkout session.</p>");
  if (session.status === "expired") return page(res, 410, '<p data-testid="expired">This Checkout Session has expired.</p>');
  if (req.method === "POST" && action === "complete") {
    const method = new URLSearchParams(await readBody(req)).get("method") ?? undefined;
    await completeSession(state, id, { method });
    res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) });
    return void res.end();
  }
  if (req.method === "POST" && action === "cancel") {
    res.writeHead(303, { location: session.cancel_url });
    return void res.end();
  }
  const amount = (session.amount_total / 100).toFixed(2);
  const methods = session.payment_method_types;
  const choices = methods
    .map((m, i) => `<label><input type="radio" name="method" value="${escapeHtml(m)}"${i === 0 ? " checked" : ""}> ${escapeHtml(LABELS[m] ?? m)}</label>`)
    .join("\n");
  const paid = session.status === "complete" ? '<p data-testid="complete">This Checkout Session is complete.</p>' : "";
  page(
    res,
    200,
    `<p data-testid="amount">${escapeHtml(session.currency.toUpperCase())} ${amount}</p>
<p data-testid="methods">${methods.map(escapeHtml).join(", ")}</p>${paid}
<form method="post" action="/pay/${id}/complete"><fieldset data-testid="method-choice"><legend>Payment method</legend>
${choices}
</fieldset><button type="submit">Complete payment</button></form>
<form method="post" action="/pay/${id}/cancel"><button type="submit">Cancel payment</button></form>`,
  );
}
