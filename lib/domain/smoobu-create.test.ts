import { describe, expect, it } from "vitest";
import {
  afterCreateFailure,
  classifyRefusal,
  findOurs,
  GIVE_UP_AFTER_MS,
  isOurReservation,
  noticeWithMarker,
  RETRY_DELAYS_MS,
  retryDelayMs,
  reservationMarker,
  stillInFlight,
  type SeenReservation,
} from "./smoobu-create";

const stay = { reference: "AB12CD34", arrival: "2027-02-06", departure: "2027-02-13", email: "Anna@Example.ch" };
const seen = (over: Partial<SeenReservation> = {}): SeenReservation => ({ id: 1, arrival: stay.arrival, departure: stay.departure, type: "reservation", notice: null, email: null, ...over });

describe("afterCreateFailure", () => {
  it("only a refusal can lead to the refund path, and only through a confirmation", () => {
    expect(afterCreateFailure("noAnswer")).toBe("lookUp");
    expect(afterCreateFailure("outage")).toBe("lookUp");
    expect(afterCreateFailure("rateLimited")).toBe("retryLater");
    expect(afterCreateFailure("auth")).toBe("auth");
    expect(afterCreateFailure("refused")).toBe("confirmRefusal");
    expect(afterCreateFailure("notFound")).toBe("confirmRefusal");
  });
});

describe("the marker", () => {
  it("follows the guest's request, or stands alone", () => {
    expect(noticeWithMarker("Late arrival", "AB12CD34")).toBe(`Late arrival\n\n${reservationMarker("AB12CD34")}`);
    expect(noticeWithMarker("  ", "AB12CD34")).toBe(reservationMarker("AB12CD34"));
  });
});

describe("isOurReservation / findOurs", () => {
  it("recognises our marker on the same dates", () => {
    expect(isOurReservation(seen({ notice: noticeWithMarker("x", stay.reference) }), stay)).toBe(true);
  });
  it("recognises the guest's e-mail on the same dates, whatever its case", () => {
    expect(isOurReservation(seen({ email: " anna@example.CH " }), stay)).toBe(true);
  });
  it("refuses other dates, a cancellation, another marker or another e-mail", () => {
    expect(isOurReservation(seen({ notice: reservationMarker(stay.reference), departure: "2027-02-12" }), stay)).toBe(false);
    expect(isOurReservation(seen({ notice: reservationMarker(stay.reference), type: "cancellation" }), stay)).toBe(false);
    expect(isOurReservation(seen({ notice: reservationMarker("ZZZZZZZZ") }), stay)).toBe(false);
    expect(isOurReservation(seen({ email: "other@example.ch" }), stay)).toBe(false);
  });
  it("an empty e-mail of ours matches no reservation without e-mail", () => {
    expect(isOurReservation(seen({ email: "" }), { ...stay, email: "" })).toBe(false);
    expect(isOurReservation(seen({ email: null }), { ...stay, email: "" })).toBe(false);
  });
  it("finds ours among others", () => {
    expect(findOurs([seen({ id: 5, email: "x@y.z" }), seen({ id: 6, notice: reservationMarker(stay.reference) })], stay)).toBe(6);
    expect(findOurs([], stay)).toBeNull();
  });
});

describe("classifyRefusal", () => {
  it("an overlapping live reservation of someone else is an overlap", () => {
    expect(classifyRefusal([seen({ id: 9, arrival: "2027-02-12", departure: "2027-02-15" })], stay)).toEqual({ kind: "overlap" });
    expect(classifyRefusal([seen({ id: 9, arrival: "2027-02-01", departure: "2027-02-07" })], stay)).toEqual({ kind: "overlap" });
  });
  it("touching stays (leave on our arrival day, arrive on our departure day) are no overlap", () => {
    expect(classifyRefusal([seen({ arrival: "2027-02-01", departure: "2027-02-06" }), seen({ arrival: "2027-02-13", departure: "2027-02-20" })], stay)).toEqual({ kind: "invalid" });
  });
  it("a cancelled reservation on the nights is no overlap", () => {
    expect(classifyRefusal([seen({ type: "cancellation" })], stay)).toEqual({ kind: "invalid" });
  });
  it("nothing on the nights: the request itself was refused", () => {
    expect(classifyRefusal([], stay)).toEqual({ kind: "invalid" });
  });
  it("ours on the nights: created after all", () => {
    expect(classifyRefusal([seen({ id: 4, notice: reservationMarker(stay.reference) })], stay)).toEqual({ kind: "created", id: 4 });
  });
});

describe("retries", () => {
  it("grow, stop growing, and respect what Smoobu asked for", () => {
    expect(retryDelayMs(1)).toBe(RETRY_DELAYS_MS[0]);
    expect(retryDelayMs(0)).toBe(RETRY_DELAYS_MS[0]);
    expect(retryDelayMs(3)).toBe(RETRY_DELAYS_MS[2]);
    expect(retryDelayMs(99)).toBe(RETRY_DELAYS_MS.at(-1));
    expect(retryDelayMs(1, 90_000)).toBe(90_000);
    expect(retryDelayMs(1, 1_000)).toBe(RETRY_DELAYS_MS[0]);
  });
  it("the whole schedule ends before the office is told", () => {
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeLessThan(GIVE_UP_AFTER_MS);
  });
  it("a POST sent moments ago is still in flight", () => {
    const sent = new Date("2027-01-01T10:00:00Z");
    expect(stillInFlight(sent, new Date("2027-01-01T10:00:20Z"), 15_000)).toBe(true);
    expect(stillInFlight(sent, new Date("2027-01-01T10:00:31Z"), 15_000)).toBe(false);
  });
});
