/** Where money moved, as stored on ledger rows: the providers the screens name in words. */
export const KNOWN_PROVIDERS = ["stripe", "local_test", "smoobu"] as const;
export type KnownProvider = (typeof KNOWN_PROVIDERS)[number];

/** The provider as one the screens have a name for, or null (then its code is shown as stored). */
export function knownProvider(provider: string): KnownProvider | null {
  return (KNOWN_PROVIDERS as readonly string[]).includes(provider) ? (provider as KnownProvider) : null;
}
