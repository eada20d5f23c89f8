import { describe, expect, it } from "vitest";
import { webhookTokenMatches } from "./webhook-token";

describe("webhookTokenMatches", () => {
  it("accepts only the exact configured token", () => {
    expect(webhookTokenMatches("s3cret-token", "s3cret-token")).toBe(true);
    expect(webhookTokenMatches("s3cret-toke", "s3cret-token")).toBe(false);
    expect(webhookTokenMatches("S3CRET-TOKEN", "s3cret-token")).toBe(false);
    expect(webhookTokenMatches("", "s3cret-token")).toBe(false);
    expect(webhookTokenMatches(null, "s3cret-token")).toBe(false);
  });
  it("refuses everything when no token is configured", () => {
    expect(webhookTokenMatches("anything", undefined)).toBe(false);
    expect(webhookTokenMatches("", "")).toBe(false);
  });
});
