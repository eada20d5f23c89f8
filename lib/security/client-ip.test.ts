import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

const h = (entries: Record<string, string>) => new Headers(entries);

describe("clientIpFrom", () => {
  it("trusts x-real-ip from the reverse proxy first", () => {
    expect(clientIpFrom(h({ "x-real-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1" }))).toBe("203.0.113.7");
  });

  it("takes the last x-forwarded-for hop, which the client cannot forge", () => {
    expect(clientIpFrom(h({ "x-forwarded-for": "10.0.0.1, 198.51.100.1 ,203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpFrom(h({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("ignores blank values", () => {
    expect(clientIpFrom(h({ "x-real-ip": "  ", "x-forwarded-for": "198.51.100.1, " }))).toBe("198.51.100.1");
    expect(clientIpFrom(h({ "x-forwarded-for": " , " }))).toBeNull();
  });

  it("answers null without either header", () => {
    expect(clientIpFrom(h({}))).toBeNull();
  });
});
