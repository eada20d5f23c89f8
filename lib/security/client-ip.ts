/**
 * The visitor's IP address as far as the request headers tell it, for rate limiting only (never
 * for access control: headers can be forged by anyone who reaches the app directly).
 *
 * Order of trust:
 *  1. `x-real-ip`: set (overwritten) by the reverse proxy in front (nginx
 *     `proxy_set_header X-Real-IP $remote_addr`), so a client cannot choose it.
 *  2. the LAST entry of `x-forwarded-for`: proxies append the address they saw, so the last hop
 *     is the one our own proxy (or `next start`, which fills the header from the socket when it
 *     is missing) recorded. Earlier entries come from the client and are trivially forged; using
 *     the first one would let a script rotate fake addresses past the limit.
 * With more than one proxy of our own in front, configure the outermost to set X-Real-IP.
 */
export function clientIpFrom(headers: Pick<Headers, "get">): string | null {
  const realIp = headers.get("x-real-ip")?.trim();
  if (realIp) return realIp;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  return hops.at(-1) ?? null;
}
