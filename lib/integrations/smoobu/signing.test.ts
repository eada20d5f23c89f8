import { describe, expect, it } from "vitest";
import { canonicalQuery, rfc3986, sign, signatureTimestamp, stringToSign } from "./signing";

// The expected signatures were computed outside this code base (Python's hmac/hashlib over the
// seven lines of INTEGRATIONS.md), so a shared misunderstanding cannot make both sides agree.

const BODY = '{"arrivalDate":"2026-07-01"}';

describe("Smoobu HMAC signing", () => {
  it("encodes queries as RFC 3986 with sorted pairs and %5B%5D brackets", () => {
    expect(canonicalQuery([["start_date", "2026-07-01"], ["apartments[]", "2"], ["apartments[]", "1"]])).toBe(
      "apartments%5B%5D=1&apartments%5B%5D=2&start_date=2026-07-01",
    );
    expect(rfc3986("a b!'()*~")).toBe("a%20b%21%27%28%29%2A~");
    expect(canonicalQuery([])).toBe("");
  });

  it("formats the timestamp without milliseconds", () => {
    expect(signatureTimestamp(new Date("2026-10-04T18:00:00.123Z"))).toBe("2026-10-04T18:00:00Z");
  });

  it("matches a known vector for a POST with body and query", () => {
    const input = {
      method: "post",
      path: "/api/reservations",
      query: canonicalQuery([["start_date", "2026-07-01"], ["apartments[]", "2"], ["apartments[]", "1"]]),
      timestamp: "2026-10-04T18:00:00Z",
      nonce: "0b9d7c1e-3f5a-4c2e-9d8b-1a2b3c4d5e6f",
      body: BODY,
      apiKey: "key-123",
    };
    expect(stringToSign(input).split("\n")).toHaveLength(7);
    expect(sign("s3cret", input)).toBe("XV9Cx6toAyp8ffbn4CrflMYCbbQ7wUQylk1/L5TzQJE=");
  });

  it("matches a known vector for a GET without query (empty line, hash of the empty body)", () => {
    const input = { method: "GET", path: "/api/me", query: "", timestamp: "2026-10-04T18:00:00Z", nonce: "n-1", body: "", apiKey: "key-123" };
    expect(stringToSign(input)).toContain("\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n");
    expect(sign("s3cret", input)).toBe("7z2gR9bAu36zTk0MiiXO24nmexVh4+nfXj2h+QIKRRU=");
    expect(sign("other", input)).not.toBe("7z2gR9bAu36zTk0MiiXO24nmexVh4+nfXj2h+QIKRRU=");
  });
});
