import { describe, expect, it } from "vitest";
import { HOLD_GRACE_MINUTES, holdExpiresAt, holdLimitReached, MAX_HOLDS_PER_ADDRESS, MAX_HOLDS_PER_EMAIL, SESSION_MINUTES, sessionExpiresAt } from "./holds";

describe("holds", () => {
  it("a session lasts Stripe's shortest lifetime plus a minute, and the hold outlasts it by the grace", () => {
    const now = new Date("2026-11-25T12:00:00.900Z");
    const session = sessionExpiresAt(now);
    expect(session).toBe(Math.floor(now.getTime() / 1000) + SESSION_MINUTES * 60);
    expect(session - now.getTime() / 1000).toBeGreaterThanOrEqual(30 * 60);
    expect(session - now.getTime() / 1000).toBeLessThan(24 * 3600);
    expect(holdExpiresAt(session).getTime()).toBe((session + HOLD_GRACE_MINUTES * 60) * 1000);
  });

  it("limits active holds per e-mail and per address", () => {
    expect(holdLimitReached({ byEmail: 0, byAddress: 0 })).toBe(false);
    expect(holdLimitReached({ byEmail: MAX_HOLDS_PER_EMAIL - 1, byAddress: MAX_HOLDS_PER_ADDRESS - 1 })).toBe(false);
    expect(holdLimitReached({ byEmail: MAX_HOLDS_PER_EMAIL, byAddress: 0 })).toBe(true);
    expect(holdLimitReached({ byEmail: 0, byAddress: MAX_HOLDS_PER_ADDRESS })).toBe(true);
  });
});
