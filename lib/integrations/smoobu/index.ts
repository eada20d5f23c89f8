import { env } from "@/lib/env";
import { createSmoobuClient, type SmoobuClient } from "./client";
import { createPacer, type Pacer } from "./pacer";
import { smoobuSetup, type SmoobuSetup } from "./setup";

export { SmoobuError } from "./errors";
export type { SmoobuClient, ReservationsQuery } from "./client";
export { PLAIN_API_KEY_ENDED, UNSIGNED_REASON, type SmoobuSetup } from "./setup";

const holder = globalThis as unknown as { saastalSmoobuUnsignedLogged?: boolean; saastalSmoobuPacer?: { perMinute: number; pacer: Pacer } };

/** One pacer per process for every client made from the environment, so concurrent jobs share Smoobu's budget. */
export function sharedSmoobuPacer(perMinute: number): Pacer {
  if (holder.saastalSmoobuPacer?.perMinute !== perMinute) holder.saastalSmoobuPacer = { perMinute, pacer: createPacer({ limit: perMinute, windowMs: 60_000 }) };
  return holder.saastalSmoobuPacer.pacer;
}

/** This deployment's Smoobu setup (off, unsigned and so refused, or ready). */
export function smoobuSetupFromEnv(): SmoobuSetup {
  return smoobuSetup(env());
}

/**
 * The client configured from the environment, or null when Smoobu is not configured or lacks its
 * signing secret (Smoobu would refuse every request; the reason is logged once per process). Its
 * requests are paced with the process's other Smoobu requests (SMOOBU_MAX_REQUESTS_PER_MINUTE).
 */
export function smoobuFromEnv(overrides: { maxRetryWaitMs?: number; createTimeoutMs?: number } = {}): SmoobuClient | null {
  const config = env();
  const setup = smoobuSetup(config);
  if (setup.state === "unsigned" && !holder.saastalSmoobuUnsignedLogged) {
    holder.saastalSmoobuUnsignedLogged = true;
    console.error(`[smoobu] ${setup.reason}`);
  }
  if (setup.state !== "ready") return null;
  return createSmoobuClient({ baseUrl: config.SMOOBU_BASE_URL, apiKey: setup.apiKey, apiSecret: setup.apiSecret, pacer: sharedSmoobuPacer(config.SMOOBU_MAX_REQUESTS_PER_MINUTE), ...overrides });
}

/** The expected error of an action that needs Smoobu when none can be asked (the key, or its secret, missing). */
export function smoobuMissingCode(): "smoobuNotConfigured" | "smoobuSecretMissing" {
  return smoobuSetupFromEnv().state === "unsigned" ? "smoobuSecretMissing" : "smoobuNotConfigured";
}
