import { describe, expect, it } from "vitest";
import { MAX_AGE_MS, NONCE_RETENTION_MS, revalidationBody, signRevalidation, verifyRevalidation } from "./revalidate-request";

describe("signed revalidation requests", () => {
  const now = 1_800_000_000_000;
  const nonce = "n0nce-0123456789abcdef";
  const body = revalidationBody(["properties", "property:chalet-a"], now, nonce);
  it("accepts a fresh, correctly signed body and names its one-time nonce", () => {
    expect(verifyRevalidation("s", body, signRevalidation("s", body), now + 1000)).toEqual({ tags: ["properties", "property:chalet-a"], nonce });
  });
  it("refuses a wrong secret, a missing signature, an old request and bad bodies", () => {
    expect(verifyRevalidation("s", body, signRevalidation("t", body), now)).toBeNull();
    expect(verifyRevalidation("s", body, null, now)).toBeNull();
    expect(verifyRevalidation(undefined, body, signRevalidation("s", body), now)).toBeNull();
    expect(verifyRevalidation("s", body, signRevalidation("s", body), now + 10 * 60_000)).toBeNull();
    const bad = JSON.stringify({ tags: [1], at: now, nonce });
    expect(verifyRevalidation("s", bad, signRevalidation("s", bad), now)).toBeNull();
  });
  it("refuses a signed body without a usable nonce (the old format could be replayed)", () => {
    for (const without of [{ tags: ["properties"], at: now }, { tags: ["properties"], at: now, nonce: "short" }, { tags: ["properties"], at: now, nonce: 42 }, { tags: ["properties"], at: now, nonce: "x".repeat(65) }]) {
      const text = JSON.stringify(without);
      expect(verifyRevalidation("s", text, signRevalidation("s", text), now)).toBeNull();
    }
  });
  it("keeps used nonces as long as a body carrying one can still be accepted", () => {
    // Accepted while |now - at| <= MAX_AGE_MS: first seen at at - MAX_AGE_MS, last at at + MAX_AGE_MS.
    expect(NONCE_RETENTION_MS).toBeGreaterThanOrEqual(2 * MAX_AGE_MS);
  });
});
