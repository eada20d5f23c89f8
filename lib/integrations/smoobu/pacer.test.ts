import { describe, expect, it } from "vitest";
import { createPacer, paceDelay } from "./pacer";

describe("paceDelay", () => {
  it("lets a request start at once while fewer than the limit started within the window", () => {
    expect(paceDelay([], 1_000, 3, 1_000)).toBe(0);
    expect(paceDelay([100, 200], 1_000, 3, 1_000)).toBe(0);
    // Starts that left the window do not count.
    expect(paceDelay([0, 0, 0, 900], 1_000, 3, 1_000)).toBe(0);
  });

  it("waits until the oldest of the last `limit` starts leaves the window", () => {
    expect(paceDelay([100, 200, 300], 1_000, 3, 1_000)).toBe(100);
    expect(paceDelay([100, 200, 300, 400], 1_050, 3, 1_000)).toBe(150);
    expect(paceDelay([500, 500, 500], 1_000, 3, 1_000)).toBe(500);
  });

  it("never answers 0 when it must wait (a start exactly on the window's edge)", () => {
    expect(paceDelay([1, 1_000], 1_000, 2, 1_000)).toBe(1);
  });
});

describe("createPacer", () => {
  it("starts at most `limit` requests within any window, on a simulated clock", async () => {
    let clock = 0;
    const pacer = createPacer({ limit: 3, windowMs: 1_000, now: () => clock, sleep: async (ms) => void (clock += ms) });
    const startedAt: number[] = [];
    for (let i = 0; i < 10; i++) {
      await pacer.take();
      startedAt.push(clock);
    }
    expect(startedAt).toEqual([0, 0, 0, 1_000, 1_000, 1_000, 2_000, 2_000, 2_000, 3_000]);
    for (const t of startedAt) expect(startedAt.filter((s) => s > t - 1_000 && s <= t).length).toBeLessThanOrEqual(3);
  });

  it("serves concurrent callers one after the other within the same budget", async () => {
    let clock = 0;
    const pacer = createPacer({ limit: 2, windowMs: 500, now: () => clock, sleep: async (ms) => void (clock += ms) });
    const startedAt: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => pacer.take().then(() => startedAt.push(clock))));
    expect(startedAt).toEqual([0, 0, 500, 500, 1_000]);
  });
});
