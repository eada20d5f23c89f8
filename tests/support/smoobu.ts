import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { startFakeSmoobu, type FakeSmoobu, type FakeSmoobuOptions } from "@/tests/fakes/smoobu/server";

export const TEST_SMOOBU_KEY = "test-smoobu-key";
export const TEST_SMOOBU_SECRET = "test-smoobu-secret";

/** A fake Smoobu with HMAC signing, and a client for it with short waits. */
export async function startSignedFake(options: Partial<FakeSmoobuOptions> = {}): Promise<FakeSmoobu> {
  return startFakeSmoobu({ apiKey: TEST_SMOOBU_KEY, apiSecret: TEST_SMOOBU_SECRET, ...options });
}

export function clientFor(fake: FakeSmoobu, options: { legacy?: boolean } = {}) {
  return createSmoobuClient({
    baseUrl: fake.baseUrl,
    apiKey: TEST_SMOOBU_KEY,
    apiSecret: options.legacy ? undefined : TEST_SMOOBU_SECRET,
    retryBaseMs: 5,
    maxRetryWaitMs: 1_100,
    timeoutMs: 10_000,
  });
}

/** Points lib/env at the fake (for code that builds its client from the environment). */
export function useFakeEnv(fake: FakeSmoobu, extra: Record<string, string> = {}): void {
  Object.assign(process.env, { SMOOBU_BASE_URL: fake.baseUrl, SMOOBU_API_KEY: TEST_SMOOBU_KEY, SMOOBU_API_SECRET: TEST_SMOOBU_SECRET, SYNC_PAGE_PAUSE_MS: "0", SYNC_SCHEDULE_ENABLED: "0", ...extra });
}
