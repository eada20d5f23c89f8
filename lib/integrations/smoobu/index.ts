import { env } from "@/lib/env";
import { createSmoobuClient, type SmoobuClient } from "./client";

export { SmoobuError } from "./errors";
export type { SmoobuClient, ReservationsQuery } from "./client";

/** The client configured from the environment, or null when no API key is set. */
export function smoobuFromEnv(overrides: { maxRetryWaitMs?: number; createTimeoutMs?: number } = {}): SmoobuClient | null {
  const config = env();
  if (!config.SMOOBU_API_KEY) return null;
  return createSmoobuClient({ baseUrl: config.SMOOBU_BASE_URL, apiKey: config.SMOOBU_API_KEY, apiSecret: config.SMOOBU_API_SECRET, ...overrides });
}
