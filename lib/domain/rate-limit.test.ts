import { describe, expect, it } from "vitest";
import { decideRateLimit, fixedWindow, rateLimitRetentionCutoff } from "./rate-limit";

const at = (iso: string) => new Date(iso);

describe("fixedWindow", () => {
  it("aligns hour windows to the full hour (UTC epoch)", () => {
    const w = fixedWindow(at("2027-03-04T10:17:42.123Z"), 3600);
    expect(w.start.toISOString()).toBe("2027-03-04T10:00:00.000Z");
    expect(w.end.toISOString()).toBe("2027-03-04T11:00:00.000Z");
  });

  it("puts the boundary instant into the new window", () => {
    expect(fixedWindow(at("2027-03-04T11:00:00.000Z"), 3600).start.toISOString()).toBe("2027-03-04T11:00:00.000Z");
    expect(fixedWindow(at("2027-03-04T10:59:59.999Z"), 3600).start.toISOString()).toBe("2027-03-04T10:00:00.000Z");
  });

  it("handles windows that do not divide an hour", () => {
    // 7 s windows from the epoch: 1_000_000 s is 142857 windows + 1 s.
    const w = fixedWindow(new Date(1_000_000_000), 7);
    expect(w.start.getTime()).toBe(999_999_000);
    expect(w.end.getTime()).toBe(1_000_006_000);
  });

  it("refuses window sizes that are not positive whole seconds", () => {
    expect(() => fixedWindow(new Date(), 0)).toThrow(RangeError);
    expect(() => fixedWindow(new Date(), -60)).toThrow(RangeError);
    expect(() => fixedWindow(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe("decideRateLimit", () => {
  const now = at("2027-03-04T10:59:00.000Z");
  const window = fixedWindow(now, 3600);

  it("allows attempts up to the limit and counts down what is left", () => {
    expect(decideRateLimit(1, 3, window, now)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(decideRateLimit(2, 3, window, now)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(decideRateLimit(3, 3, window, now)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it("refuses every attempt past the limit until the window ends", () => {
    expect(decideRateLimit(4, 3, window, now)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect(decideRateLimit(40, 3, window, now).allowed).toBe(false);
  });

  it("rounds the wait up and never answers zero when refusing", () => {
    const late = at("2027-03-04T10:59:59.400Z");
    expect(decideRateLimit(4, 3, fixedWindow(late, 3600), late).retryAfterSeconds).toBe(1);
    const early = at("2027-03-04T10:00:00.001Z");
    expect(decideRateLimit(4, 3, fixedWindow(early, 3600), early).retryAfterSeconds).toBe(3600);
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(() => decideRateLimit(1, 0, window, now)).toThrow(RangeError);
  });
});

describe("rateLimitRetentionCutoff", () => {
  it("lies one longest window before now", () => {
    const now = at("2027-03-04T10:17:00.000Z");
    expect(rateLimitRetentionCutoff(now, 3600).toISOString()).toBe("2027-03-04T09:17:00.000Z");
    expect(rateLimitRetentionCutoff(now, 86_400).toISOString()).toBe("2027-03-03T10:17:00.000Z");
  });

  it("never cuts into a running window of any size up to the longest", () => {
    const now = new Date(1_000_000_500);
    const cutoff = rateLimitRetentionCutoff(now, 3600);
    for (const size of [7, 60, 600, 3599, 3600]) {
      const running = fixedWindow(now, size);
      expect(running.start.getTime()).toBeGreaterThanOrEqual(cutoff.getTime());
    }
  });
});
