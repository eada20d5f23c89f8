/** Where money moved, as stored on ledger rows: the providers the screens name in words. */
export const KNOWN_PROVIDERS = ["stripe", "local_test", "smoobu", "bank_transfer"] as const;
export type KnownProvider = (typeof KNOWN_PROVIDERS)[number];

/** The provider as one the screens have a name for, or null (then its code is shown as stored). */
export function knownProvider(provider: string): KnownProvider | null {
  return (KNOWN_PROVIDERS as readonly string[]).includes(provider) ? (provider as KnownProvider) : null;
}

/** A transfer to the office's account, recorded by the office (lib/data/bank-transfers.ts). */
export const BANK_TRANSFER_PROVIDER = "bank_transfer" satisfies KnownProvider;
