import { randomUUID } from "node:crypto";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { sign, signatureTimestamp } from "@/lib/integrations/smoobu/signing";
import { startFakeSmoobu, type FakeSmoobu, type FakeSmoobuOptions } from "@/tests/fakes/smoobu/server";

export const TEST_SMOOBU_KEY = "test-smoobu-key";
export const TEST_SMOOBU_SECRET = "test-smoobu-secret";

/** A fake Smoobu with HMAC signing, and a client for it with short waits. */
export async function startSignedFake(options: Partial<FakeSmoobuOptions> = {}): Promise<FakeSmoobu> {
  return startFakeSmoobu({ apiKey: TEST_SMOOBU_KEY, apiSecret: TEST_SMOOBU_SECRET, ...options });
}

export function clientFor(fake: FakeSmoobu) {
  return createSmoobuClient({
    baseUrl: fake.baseUrl,
    apiKey: TEST_SMOOBU_KEY,
    apiSecret: TEST_SMOOBU_SECRET,
    retryBaseMs: 5,
    maxRetryWaitMs: 1_100,
    timeoutMs: 10_000,
  });
}

/** Points lib/env at the fake (for code that builds its client from the environment). */
export function useFakeEnv(fake: FakeSmoobu, extra: Record<string, string> = {}): void {
  Object.assign(process.env, { SMOOBU_BASE_URL: fake.baseUrl, SMOOBU_API_KEY: TEST_SMOOBU_KEY, SMOOBU_API_SECRET: TEST_SMOOBU_SECRET, SYNC_PAGE_PAUSE_MS: "0", SYNC_SCHEDULE_ENABLED: "0", ...extra });
}

/** A signed request to the fake as Smoobu's HMAC scheme wants it (for bodies our client would never send). */
export async function signedFetch(fake: FakeSmoobu, method: string, endpoint: string, body?: unknown): Promise<Response> {
  const url = new URL(`${fake.baseUrl}${endpoint}`);
  const text = body === undefined ? "" : JSON.stringify(body);
  const timestamp = signatureTimestamp(new Date());
  const nonce = randomUUID();
  const signature = sign(TEST_SMOOBU_SECRET, { method, path: url.pathname, query: url.search.slice(1), timestamp, nonce, body: text, apiKey: TEST_SMOOBU_KEY });
  const headers: Record<string, string> = { "X-API-Key": TEST_SMOOBU_KEY, "X-Timestamp": timestamp, "X-Nonce": nonce, "X-Signature": signature };
  if (text) headers["content-type"] = "application/json";
  return fetch(url, { method, headers, body: text || undefined });
}
