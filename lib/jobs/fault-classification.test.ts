import { describe, expect, it } from "vitest";
import { SmoobuError } from "@/lib/integrations/smoobu/errors";
import { isServerUnreachable } from "./mail";
import { isTemporarySmoobuFailure } from "./sync/bookings-sync";

// Which failures mean "wait and try again" (issue 9's fault suite exercises them end to end).

describe("isServerUnreachable (mail)", () => {
  it("is true only when no SMTP conversation happened", () => {
    expect(isServerUnreachable(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(true);
    expect(isServerUnreachable(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }))).toBe(true);
    expect(isServerUnreachable(Object.assign(new Error("greeting never received"), { code: "ECONNECTION" }))).toBe(true);
    // The server answered (451, 550): that is about the mail, and counts as an attempt.
    expect(isServerUnreachable(Object.assign(new Error("451 try later"), { code: "EMESSAGE", responseCode: 451 }))).toBe(false);
    expect(isServerUnreachable(Object.assign(new Error("odd"), { code: "ESOCKET", responseCode: 421 }))).toBe(false);
    expect(isServerUnreachable(new Error("no code"))).toBe(false);
    expect(isServerUnreachable(null)).toBe(false);
  });
});

describe("isTemporarySmoobuFailure (bookings sync)", () => {
  it("waits on 429, 5xx and no answer; not on 4xx or an abort", () => {
    expect(isTemporarySmoobuFailure(new SmoobuError("GET /reservations", 429, "rate limit exceeded"))).toBe(true);
    expect(isTemporarySmoobuFailure(new SmoobuError("GET /reservations", 503, "down"))).toBe(true);
    expect(isTemporarySmoobuFailure(new SmoobuError("GET /reservations", 0, "no answer within 20000 ms"))).toBe(true);
    expect(isTemporarySmoobuFailure(new SmoobuError("GET /reservations", 0, "aborted"))).toBe(false);
    expect(isTemporarySmoobuFailure(new SmoobuError("GET /reservations", 401, "verification error"))).toBe(false);
    expect(isTemporarySmoobuFailure(new Error("ECONNRESET"))).toBe(false);
  });
});
