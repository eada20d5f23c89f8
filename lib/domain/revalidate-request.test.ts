import { describe, expect, it } from "vitest";
import { signRevalidation, verifyRevalidation } from "./revalidate-request";

describe("signed revalidation requests", () => {
  const now = 1_800_000_000_000;
  const body = JSON.stringify({ tags: ["properties", "property:chalet-a"], at: now });
  it("accepts a fresh, correctly signed body", () => {
    expect(verifyRevalidation("s", body, signRevalidation("s", body), now + 1000)).toEqual(["properties", "property:chalet-a"]);
  });
  it("refuses a wrong secret, a missing signature, an old request and bad bodies", () => {
    expect(verifyRevalidation("s", body, signRevalidation("t", body), now)).toBeNull();
    expect(verifyRevalidation("s", body, null, now)).toBeNull();
    expect(verifyRevalidation(undefined, body, signRevalidation("s", body), now)).toBeNull();
    expect(verifyRevalidation("s", body, signRevalidation("s", body), now + 10 * 60_000)).toBeNull();
    const bad = JSON.stringify({ tags: [1], at: now });
    expect(verifyRevalidation("s", bad, signRevalidation("s", bad), now)).toBeNull();
  });
});
