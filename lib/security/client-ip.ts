import { env } from "@/lib/env";
import { canonicalIp, hopAddress, isTrustedProxy, rateLimitAddress, type IpRange } from "./client-ip-ranges";

/**
 * The TCP peer's address, set by our server (scripts/serve.ts) from the socket on every request
 * after deleting any value the client sent. Route handlers and server actions cannot see the
 * socket; this header is how its address reaches them.
 */
export const PEER_ADDRESS_HEADER = "x-saastal-peer";

/** What a request says about where it came from. */
export interface ClientAddressSources {
  /** The socket's remote address (our server's header); null when unknown. */
  peer: string | null;
  forwardedFor: string | null;
}

/**
 * The client's address:
 *  - the TCP peer, unless it is one of the trusted proxies (TRUSTED_PROXIES);
 *  - behind a trusted proxy, X-Forwarded-For read from the right: each proxy appends the address
 *    it saw, so the right-most hop that is not a trusted proxy is the client (hops left of it were
 *    written by the client and are worth nothing); if every hop is trusted, the left-most;
 *  - a hop that is not an address ends the walk at the last address known: whatever lies left of
 *    it cannot be checked.
 * X-Real-IP is never read: a proxy that does not overwrite it passes the client's own value on.
 * Null when the peer is unknown.
 */
export function resolveClientIp(sources: ClientAddressSources, trusted: readonly IpRange[]): string | null {
  let client = sources.peer === null ? null : canonicalIp(sources.peer);
  if (client === null) return null;
  const hops = (sources.forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  while (isTrustedProxy(client, trusted)) {
    const hop = hops.pop();
    if (hop === undefined) break;
    const address = hopAddress(hop);
    if (address === null) break;
    client = address;
  }
  return client;
}

/**
 * The visitor's IP address, for rate limiting (never for access control). Null when the request
 * did not come through our server (scripts/serve.ts), e.g. under `next dev`: callers then count
 * such requests together under "unknown", which is safe, rather than trust a forgeable header.
 */
export function clientIpFrom(headers: Pick<Headers, "get">): string | null {
  return resolveClientIp(
    { peer: headers.get(PEER_ADDRESS_HEADER), forwardedFor: headers.get("x-forwarded-for") },
    env().TRUSTED_PROXIES,
  );
}

/**
 * The visitor's address as per-address limits count it (rateLimitAddress: an IPv6 client by its
 * /64). Null when unknown, as clientIpFrom. Stored or shown addresses (sessions) take clientIpFrom.
 */
export function clientLimitAddressFrom(headers: Pick<Headers, "get">): string | null {
  const ip = clientIpFrom(headers);
  return ip === null ? null : rateLimitAddress(ip);
}
