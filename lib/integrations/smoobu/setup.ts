/**
 * Whether this deployment may talk to Smoobu. Since 2026-10-31 Smoobu refuses the plain `Api-Key`
 * header (docs/integrations/smoobu.md, Authentication): a key without its signing secret is not a
 * mode that works, so it starts no Smoobu work at all (no sync, reconciliation or reservation is
 * sent only to be refused with 401) and says why, while the site itself keeps serving.
 */
export type SmoobuSetup =
  | { state: "off" }
  | { state: "unsigned"; reason: string }
  | { state: "ready"; apiKey: string; apiSecret: string };

/** The day Smoobu stopped accepting the plain Api-Key header (the later of the sources' dates). */
export const PLAIN_API_KEY_ENDED = "2026-10-31";

export const UNSIGNED_REASON =
  `SMOOBU_API_KEY is set without SMOOBU_API_SECRET: Smoobu refuses unsigned requests since ${PLAIN_API_KEY_ENDED}, ` +
  "so no Smoobu work is started (no sync, reconciliation or reservation). Set SMOOBU_API_SECRET, the secret shown beside the key in Smoobu (Settings → API).";

export function smoobuSetup(config: { SMOOBU_API_KEY?: string; SMOOBU_API_SECRET?: string }): SmoobuSetup {
  if (!config.SMOOBU_API_KEY) return { state: "off" };
  if (!config.SMOOBU_API_SECRET) return { state: "unsigned", reason: UNSIGNED_REASON };
  return { state: "ready", apiKey: config.SMOOBU_API_KEY, apiSecret: config.SMOOBU_API_SECRET };
}
