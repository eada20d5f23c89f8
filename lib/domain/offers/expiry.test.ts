import { describe, expect, it } from "vitest";
import { isOfferExpired } from "../offer-checkout";
import { offerExpiryDay, offerExpiryInstant } from "./expiry";

describe("offer expiry", () => {
  it("ends at 23:59:59.999 Zurich time on the chosen day, winter and summer", () => {
    expect(offerExpiryInstant("2026-12-05").toISOString()).toBe("2026-12-05T22:59:59.999Z");
    expect(offerExpiryInstant("2026-07-05").toISOString()).toBe("2026-07-05T21:59:59.999Z");
    // The night the clocks go back (25 October 2026) is 25 hours long.
    expect(offerExpiryInstant("2026-10-24").toISOString()).toBe("2026-10-24T21:59:59.999Z");
    expect(offerExpiryInstant("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("reads 23:59 on the chosen day in Zurich, not 01:00", () => {
    const shown = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" }).format(offerExpiryInstant("2026-12-05"));
    expect(shown).toBe("5 Dec 2026, 23:59");
  });

  it("keeps the offer open all of the chosen day and closes it at midnight", () => {
    const until = offerExpiryInstant("2026-12-05");
    const offer = { status: "sent" as const, expiresAt: until };
    expect(isOfferExpired(offer, new Date("2026-12-05T22:59:59.998Z"))).toBe(false);
    expect(isOfferExpired(offer, new Date("2026-12-05T23:00:00.000Z"))).toBe(true);
  });

  it("gives the editor back the chosen day, also for expiries stored the old way (UTC midnight)", () => {
    expect(offerExpiryDay(offerExpiryInstant("2026-12-05"))).toBe("2026-12-05");
    expect(offerExpiryDay(offerExpiryInstant("2026-07-31"))).toBe("2026-07-31");
    expect(offerExpiryDay(new Date("2026-12-05T00:00:00Z"))).toBe("2026-12-05");
  });
});
