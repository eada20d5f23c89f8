import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";

/**
 * The one Stripe client, from the environment. Null without STRIPE_SECRET_KEY: the demo then
 * uses the built-in test payment page (app/[locale]/pay/test). STRIPE_API_BASE points the SDK at
 * another host (the local fake in tests): `new Stripe(key, { host, port, protocol })`.
 */
let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return null;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, { ...apiBaseOptions(base), maxNetworkRetries: 2, timeout: 20_000 });
  cached = { key, base, client };
  return client;
}

function apiBaseOptions(base: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/** True when real (or faked) Stripe is configured; the built-in test page must then refuse to work. */
export function isStripeConfigured(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY);
}

export function stripeWebhookSecret(): string | null {
  return env().STRIPE_WEBHOOK_SECRET ?? null;
}
