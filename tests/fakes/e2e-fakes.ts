import os from "node:os";
import path from "node:path";

/**
 * Where the e2e server's Stripe and Smoobu fakes listen (scripts/e2e-server.ts writes it when it
 * starts, per port, so servers of other checkouts on other ports do not mix), for specs that read
 * the fakes' state through their APIs. Outside test-results/, which Playwright empties on start.
 */
export interface E2eFakes {
  stripe: { baseUrl: string; apiKey: string; webhookSecret: string } | null;
  smoobu: { baseUrl: string; apiKey: string; apiSecret: string } | null;
}

export function e2eFakesFile(port: string | number): string {
  return path.join(os.tmpdir(), `saastal-e2e-fakes-${String(port)}.json`);
}
