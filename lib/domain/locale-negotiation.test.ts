import { describe, expect, it } from "vitest";
import { pickLocale } from "./locale-negotiation";

describe("pickLocale", () => {
  it("prefers a valid cookie over the browser", () => {
    expect(pickLocale("fr", "en-US,en;q=0.9")).toBe("fr");
    expect(pickLocale("de", "en-US")).toBe("de");
  });
  it("ignores an invalid cookie", () => {
    expect(pickLocale("it", "en")).toBe("en");
  });
  it("falls back to German without hints", () => {
    expect(pickLocale(undefined, null)).toBe("de");
    expect(pickLocale(undefined, "")).toBe("de");
  });
  it("follows quality values, then order", () => {
    expect(pickLocale(undefined, "it;q=1, fr;q=0.8, en;q=0.9")).toBe("en");
    expect(pickLocale(undefined, "fr-CH, de;q=0.9")).toBe("fr");
    expect(pickLocale(undefined, "de-CH,de;q=0.9,en;q=0.8")).toBe("de");
  });
  it("skips unsupported languages and q=0", () => {
    expect(pickLocale(undefined, "es, it;q=0.9")).toBe("de");
    expect(pickLocale(undefined, "en;q=0, fr;q=0.1")).toBe("fr");
  });
});
