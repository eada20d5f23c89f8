import { describe, expect, it } from "vitest";
import {
  addressPartyKey,
  emailPartyKey,
  HOLD_BUDGET_MINUTES,
  HOLD_GRACE_MINUTES,
  holdExpiresAt,
  holdRefusal,
  MAX_HELD_NIGHTS,
  MAX_HOLDS_PER_ADDRESS,
  MAX_HOLDS_PER_EMAIL,
  RENEWAL_WINDOW_HOURS,
  SESSION_MINUTES,
  sessionExpiresAt,
  type HoldRequest,
  type PartyHold,
} from "./holds";

const now = new Date("2026-12-07T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const HOLD_MINUTES = SESSION_MINUTES + HOLD_GRACE_MINUTES;

const ask = (over: Partial<HoldRequest> = {}): HoldRequest => ({
  offerId: "offer-new",
  propertyId: "dom",
  checkIn: "2026-12-19",
  checkOut: "2026-12-26",
  email: "anna@example.ch",
  clientIp: "198.51.100.7",
  expiresAt: minutes(HOLD_MINUTES),
  now,
  ...over,
});

/** An active hold of someone else's by default, on other nights of another house. */
const hold = (over: Partial<PartyHold> = {}): PartyHold => ({
  offerId: `offer-${Math.random()}`,
  propertyId: "other-house",
  arrival: "2027-02-01",
  departure: "2027-02-03",
  email: "someone@example.ch",
  clientIp: "203.0.113.9",
  active: true,
  converted: false,
  createdAt: minutes(-5),
  endsAt: minutes(HOLD_MINUTES - 5),
  ...over,
});
const mine = (over: Partial<PartyHold> = {}) => hold({ email: "anna@example.ch", clientIp: "192.0.2.1", ...over });
const fromMyAddress = (over: Partial<PartyHold> = {}) => hold({ email: `x${Math.random()}@example.ch`, clientIp: "198.51.100.7", ...over });

describe("session and hold times", () => {
  it("a session lasts Stripe's shortest lifetime plus a minute, and the hold outlasts it by the grace", () => {
    const at = new Date("2026-11-25T12:00:00.900Z");
    const session = sessionExpiresAt(at);
    expect(session).toBe(Math.floor(at.getTime() / 1000) + SESSION_MINUTES * 60);
    expect(session - at.getTime() / 1000).toBeGreaterThanOrEqual(30 * 60);
    expect(session - at.getTime() / 1000).toBeLessThan(24 * 3600);
    expect(holdExpiresAt(session).getTime()).toBe((session + HOLD_GRACE_MINUTES * 60) * 1000);
  });
});

describe("party keys", () => {
  it("an e-mail is one guest whatever its case or +tag", () => {
    expect(emailPartyKey("Anna+1@Example.CH")).toBe("anna@example.ch");
    expect(emailPartyKey(" anna@example.ch ")).toBe("anna@example.ch");
    expect(emailPartyKey("anna+a+b@example.ch")).toBe("anna@example.ch");
    expect(emailPartyKey("not-an-email")).toBe("not-an-email");
  });

  it("keys IPv6 by its /64 and IPv4 by the address", () => {
    expect(addressPartyKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressPartyKey("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressPartyKey("2001:db8::1")).toBe(addressPartyKey("2001:db8:0:0:ffff::9"));
    expect(addressPartyKey("fe80::1%eth0")).toBe(addressPartyKey("fe80::2"));
    // A key stored by the holds (the client's /64) is the same party as any address in it.
    expect(addressPartyKey(addressPartyKey("2001:db8:1:2::7"))).toBe(addressPartyKey("2001:db8:1:2:9::1"));
    expect(addressPartyKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressPartyKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressPartyKey("198.51.100.8")).not.toBe(addressPartyKey("198.51.100.7"));
    expect(addressPartyKey("2001:db8:1:3::1")).not.toBe(addressPartyKey("2001:db8:1:2::1"));
    // Not an address: kept as it is, never merged with another.
    expect(addressPartyKey("1:2:3")).toBe("1:2:3");
    expect(addressPartyKey("1::2::3")).toBe("1::2::3");
    expect(addressPartyKey("g::1")).toBe("g::1");
  });
});

describe("holdRefusal", () => {
  it("lets a first hold through, and ignores other parties' holds", () => {
    expect(holdRefusal(ask(), [])).toBeNull();
    expect(holdRefusal(ask(), Array.from({ length: 10 }, () => hold({ propertyId: "dom", arrival: "2026-12-01", departure: "2026-12-30" })))).toBeNull();
    expect(holdRefusal(ask({ email: null, clientIp: null }), [mine(), fromMyAddress()])).toBeNull();
  });

  it("limits active holds per e-mail (its +tags included) and per address (IPv6 by /64)", () => {
    const emails = Array.from({ length: MAX_HOLDS_PER_EMAIL }, (_, i) => mine({ email: `Anna+${i}@example.ch`, arrival: `2027-0${i + 3}-01`, departure: `2027-0${i + 3}-02` }));
    expect(holdRefusal(ask(), emails.slice(1))).toBeNull();
    expect(holdRefusal(ask(), emails)).toBe("tooManyHolds");

    const addresses = Array.from({ length: MAX_HOLDS_PER_ADDRESS }, (_, i) => hold({ email: `p${i}@example.ch`, clientIp: `2001:db8:7:7::${i + 1}`, arrival: `2027-0${i + 3}-01`, departure: `2027-0${i + 3}-02` }));
    expect(holdRefusal(ask({ clientIp: "2001:db8:7:7:ffff::9" }), addresses.slice(1))).toBeNull();
    expect(holdRefusal(ask({ clientIp: "2001:db8:7:7:ffff::9" }), addresses)).toBe("tooManyHolds");
    expect(holdRefusal(ask({ clientIp: "2001:db8:7:8::9" }), addresses)).toBeNull();
  });

  it("counts only active, unpaid holds against the limits", () => {
    const released = Array.from({ length: 5 }, (_, i) => mine({ active: false, arrival: `2027-0${i + 3}-01`, departure: `2027-0${i + 3}-02`, endsAt: minutes(-1) }));
    expect(holdRefusal(ask(), released)).toBeNull();
    const paid = Array.from({ length: 5 }, (_, i) => mine({ converted: true, propertyId: `h${i}`, arrival: "2026-12-19", departure: "2026-12-26" }));
    expect(holdRefusal(ask(), paid)).toBeNull();
  });

  it("does not count the offer's own active hold against the limits on holds, houses and nights", () => {
    const own = mine({ offerId: "offer-new", propertyId: "dom", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(-1), endsAt: minutes(HOLD_MINUTES - 1) });
    const other = mine({ arrival: "2027-03-01", departure: "2027-03-02" });
    expect(holdRefusal(ask(), [own, other])).toBeNull();
    expect(holdRefusal(ask(), [own, other, mine({ arrival: "2027-04-01", departure: "2027-04-02" })])).toBe("tooManyHolds");
  });

  it("lets one party hold one house over overlapping nights, by e-mail or by address", () => {
    const christmas = { arrival: "2026-12-20", departure: "2026-12-27" };
    expect(holdRefusal(ask(), [mine({ ...christmas, propertyId: "lärch" })])).toBe("tooManyHouses");
    expect(holdRefusal(ask(), [fromMyAddress({ ...christmas, propertyId: "lärch" })])).toBe("tooManyHouses");
    // Leaving on the day the new stay arrives does not overlap; another week does not either.
    expect(holdRefusal(ask(), [mine({ arrival: "2026-12-12", departure: "2026-12-19", propertyId: "lärch" })])).toBeNull();
    expect(holdRefusal(ask(), [mine({ arrival: "2026-12-26", departure: "2027-01-02", propertyId: "lärch" })])).toBeNull();
    // The same house on other nights is not a second house.
    expect(holdRefusal(ask(), [mine({ arrival: "2026-12-10", departure: "2026-12-20", propertyId: "dom" })])).toBeNull();
  });

  it("bounds the nights one party holds at once, but a single long stay alone passes", () => {
    expect(holdRefusal(ask({ checkIn: "2027-01-01", checkOut: "2027-03-01" }), [])).toBeNull();
    const held = mine({ arrival: "2027-06-01", departure: "2027-06-15" });
    expect(holdRefusal(ask({ checkIn: "2027-01-01", checkOut: "2027-01-08" }), [held])).toBeNull();
    expect(MAX_HELD_NIGHTS).toBe(21);
    expect(holdRefusal(ask({ checkIn: "2027-01-01", checkOut: "2027-01-09" }), [held])).toBe("tooManyNights");
  });

  it("lets a party renew the same nights for at most the budget in the window, counting what earlier holds really lasted", () => {
    const ranOut = (start: number) => mine({ active: false, propertyId: "dom", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(start), endsAt: minutes(start + HOLD_MINUTES) });
    expect(2 * HOLD_MINUTES).toBeLessThanOrEqual(HOLD_BUDGET_MINUTES);
    expect(holdRefusal(ask(), [ranOut(-40)])).toBeNull();
    expect(holdRefusal(ask(), [ranOut(-80), ranOut(-40)])).toBe("holdRenewalLimit");
    // By another e-mail from the same address, or another address with the same e-mail: the same party.
    expect(holdRefusal(ask({ email: "b@example.ch", clientIp: "192.0.2.1" }), [ranOut(-80), ranOut(-40)])).toBe("holdRenewalLimit");
    expect(holdRefusal(ask({ clientIp: "192.0.2.200" }), [ranOut(-80), ranOut(-40)])).toBe("holdRenewalLimit");
    // Closed and reopened at once (a language change): almost nothing spent.
    const replaced = Array.from({ length: 4 }, (_, i) => mine({ active: false, propertyId: "dom", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(-i - 1), endsAt: minutes(-i - 0.9) }));
    expect(holdRefusal(ask(), replaced)).toBeNull();
    // An active own hold counts for the time it has run so far.
    const runningOwn = (start: number) => mine({ offerId: "offer-new", propertyId: "dom", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(start), endsAt: minutes(start + HOLD_MINUTES) });
    expect(holdRefusal(ask(), [ranOut(-60), runningOwn(-10)])).toBe("holdRenewalLimit");
    expect(holdRefusal(ask(), [ranOut(-60), runningOwn(-5)])).toBeNull();
  });

  it("forgets holds older than the window, other houses and other nights for the budget", () => {
    const old = (start: number) => mine({ active: false, propertyId: "dom", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(start), endsAt: minutes(start + HOLD_MINUTES) });
    const before = -RENEWAL_WINDOW_HOURS * 60 - 1;
    expect(holdRefusal(ask(), [old(before), old(before - 40), old(-40)])).toBeNull();
    const elsewhere = [mine({ active: false, propertyId: "lärch", arrival: "2026-12-19", departure: "2026-12-26", createdAt: minutes(-80), endsAt: minutes(-44) }), mine({ active: false, propertyId: "dom", arrival: "2027-01-19", departure: "2027-01-26", createdAt: minutes(-80), endsAt: minutes(-44) })];
    expect(holdRefusal(ask(), [...elsewhere, old(-40)])).toBeNull();
  });
});
