import { describe, expect, it } from "vitest";
import { smoobuSetup, UNSIGNED_REASON } from "./setup";

describe("smoobuSetup", () => {
  it("is off without a key, whatever the secret", () => {
    expect(smoobuSetup({})).toEqual({ state: "off" });
    expect(smoobuSetup({ SMOOBU_API_SECRET: "s" })).toEqual({ state: "off" });
  });

  it("refuses a key without its secret, naming the secret and the day Smoobu stopped unsigned requests", () => {
    expect(smoobuSetup({ SMOOBU_API_KEY: "k" })).toEqual({ state: "unsigned", reason: UNSIGNED_REASON });
    expect(UNSIGNED_REASON).toContain("SMOOBU_API_SECRET");
    expect(UNSIGNED_REASON).toContain("2026-10-31");
  });

  it("is ready with the key and the secret", () => {
    expect(smoobuSetup({ SMOOBU_API_KEY: "k", SMOOBU_API_SECRET: "s" })).toEqual({ state: "ready", apiKey: "k", apiSecret: "s" });
  });
});
