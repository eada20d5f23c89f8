import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-url";

describe("safeCallbackPath", () => {
  it.each([
    ["/profile", "/profile"],
    ["/en/my-bookings?x=1#top", "/en/my-bookings?x=1#top"],
    ["/admin/users", "/admin/users"],
    ["  /team/calendar  ", "/team/calendar"],
    ["/", "/"],
  ])("keeps the site path %s", (raw, expected) => {
    expect(safeCallbackPath(raw)).toBe(expected);
  });

  it.each([
    ["https://evil.example/phish"],
    ["http://evil.example"],
    ["HTTPS://evil.example"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/%2F%2Fevil.example"],
    ["/%5Cevil.example"],
    ["javascript:alert(1)"],
    ["evil.example"],
    ["/\tevil"],
    ["%E0%A4%A"],
    [""],
    [null],
    [undefined],
  ])("refuses %s", (raw) => {
    expect(safeCallbackPath(raw)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeCallbackPath("//evil.example", "/profile")).toBe("/profile");
  });

  it("never sends back to the sign-in page", () => {
    expect(safeCallbackPath("/auth")).toBe("/");
    expect(safeCallbackPath("/en/auth?callbackUrl=/x")).toBe("/");
    expect(safeCallbackPath("/authors")).toBe("/authors");
  });
});
