import { createHash, createHmac } from "node:crypto";

// Smoobu's HMAC request signing (INTEGRATIONS.md). Pure functions, shared by the client and the
// local fake, so the fake verifies exactly what the client signs. The unit test checks them
// against a vector computed independently.

/** RFC 3986 percent-encoding: encodeURIComponent leaves !'()* alone, RFC 3986 reserves them. */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

/**
 * The canonical query: pairs encoded (brackets become %5B%5D), sorted by key then value, joined
 * with &. The client sends this exact string on the wire, so what is signed is what arrives.
 */
export function canonicalQuery(pairs: QueryPairs): string {
  return pairs
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** ISO-8601 UTC without milliseconds, e.g. 2026-10-04T18:00:00Z. */
export function signatureTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export interface SignatureInput {
  method: string;
  /** The URL path including the /api prefix, e.g. /api/reservations. */
  path: string;
  /** The canonical query (no leading "?"), empty when there is none. */
  query: string;
  timestamp: string;
  nonce: string;
  /** The exact request body; empty for GET. */
  body: string;
  apiKey: string;
}

/** The seven lines Smoobu signs. */
export function stringToSign(input: SignatureInput): string {
  const bodyHash = createHash("sha256").update(input.body, "utf8").digest("hex");
  return [input.method.toUpperCase(), input.path, input.query, input.timestamp, input.nonce, bodyHash, input.apiKey].join("\n");
}

/** base64(HMAC-SHA256(secret, stringToSign)). */
export function sign(secret: string, input: SignatureInput): string {
  return createHmac("sha256", secret).update(stringToSign(input), "utf8").digest("base64");
}
