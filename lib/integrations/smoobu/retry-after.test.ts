import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./retry-after";

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const CAP = 60_000;

describe("retryAfterMs", () => {
  it("reads a small number as seconds to wait (not as a moment in 1970)", () => {
    expect(retryAfterMs("60", NOW, CAP)).toBe(60_000);
    expect(retryAfterMs("1", NOW, CAP)).toBe(1_000);
    expect(retryAfterMs("0", NOW, CAP)).toBe(0);
    expect(retryAfterMs("2.5", NOW, CAP)).toBe(2_500);
  });

  it("reads a unix time as the moment the limit resets", () => {
    expect(retryAfterMs(String(NOW / 1000 + 7), NOW, CAP)).toBe(7_000);
    expect(retryAfterMs(` ${NOW / 1000 + 1} `, NOW, CAP)).toBe(1_000);
  });

  it("never waits less than nothing: a moment already past means now", () => {
    expect(retryAfterMs(String(NOW / 1000 - 30), NOW, CAP)).toBe(0);
  });

  it("caps both forms", () => {
    expect(retryAfterMs("3600", NOW, CAP)).toBe(CAP);
    expect(retryAfterMs(String(NOW / 1000 + 3600), NOW, CAP)).toBe(CAP);
    expect(retryAfterMs("999999999", NOW, 5_000)).toBe(5_000);
  });

  it("ignores what is not a number", () => {
    for (const bad of [null, undefined, "", "soon", "-5", "1e3", "Wed, 21 Oct 2026 07:28:00 GMT", "NaN"]) {
      expect(retryAfterMs(bad, NOW, CAP)).toBeNull();
    }
  });
});
