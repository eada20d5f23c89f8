// A request's peer address per call, for tests that send server actions concurrently: a shared
// mutable address would be read by whichever call gets to headers() first. Loaded from inside a
// vi.mock factory, so no imports of the app.
import { AsyncLocalStorage } from "node:async_hooks";

const peers = new AsyncLocalStorage<string>();

/** Runs `work` as a request from `address` (IPv4 or IPv6). */
export function fromAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
  return peers.run(address, work);
}

/** What `vi.mock("next/headers", ...)` returns: the peer of the surrounding fromAddress(). */
export function mockPeerHeaders() {
  return {
    headers: async () => new Headers({ host: "localhost:3000", "x-forwarded-proto": "http", "x-saastal-peer": peers.getStore() ?? "192.0.2.1" }),
    cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
  };
}
