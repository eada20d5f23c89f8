import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./client-ip-ranges";

describe("rateLimitAddress: what a per-address limit counts", () => {
  it("keys IPv4 by the whole address, in one spelling", () => {
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(rateLimitAddress("203.0.113.8")).toBe("203.0.113.8");
    expect(rateLimitAddress("0.0.0.0")).toBe("0.0.0.0");
    expect(rateLimitAddress("255.255.255.255")).toBe("255.255.255.255");
  });

  it("keys IPv6 by its /64: every address of one /64 is one client", () => {
    const subscriber = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::ffff",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a1b2:c3d4:e5f6:789",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2::ABCD",
      "2001:db8:1:2:0:0:0:0",
    ]) {
      expect(rateLimitAddress(address), address).toBe(subscriber);
    }
  });

  it("tells neighbouring /64s apart, down to the last bit of the prefix", () => {
    expect(rateLimitAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitAddress("2001:db8:1:2::1")).not.toBe(rateLimitAddress("2001:db8:1:3::1"));
    expect(rateLimitAddress("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitAddress("2001:db9:1:2::1")).toBe("2001:db9:1:2::/64");
    expect(rateLimitAddress("3001:db8:1:2::1")).toBe("3001:db8:1:2::/64");
  });

  it("reads compressed forms wherever the :: stands", () => {
    expect(rateLimitAddress("::1")).toBe("::/64");
    expect(rateLimitAddress("::")).toBe("::/64");
    expect(rateLimitAddress("fe80::1")).toBe("fe80::/64");
    expect(rateLimitAddress("2001:db8::")).toBe("2001:db8::/64");
    expect(rateLimitAddress("2001:db8::5:0:0:1")).toBe("2001:db8::/64");
    expect(rateLimitAddress("2001:db8:0:0:1::")).toBe("2001:db8::/64");
    expect(rateLimitAddress("::2001:db8:1:2:3")).toBe("0:0:0:2001::/64");
    expect(rateLimitAddress("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
  });

  it("drops a zone id: it names the local interface, not another host", () => {
    expect(rateLimitAddress("fe80::1%eth0")).toBe("fe80::/64");
    expect(rateLimitAddress("fe80::2%25en0")).toBe("fe80::/64");
    expect(rateLimitAddress("2001:db8:1:2::9%3")).toBe("2001:db8:1:2::/64");
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 client, in dotted or hex form", () => {
    expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("::ffff:cb00:7107")).toBe("203.0.113.7");
    // Not mapped: the other IPv6 forms that embed an IPv4 address are IPv6 hosts of their /64.
    expect(rateLimitAddress("::203.0.113.7")).toBe("::/64");
    expect(rateLimitAddress("64:ff9b::203.0.113.7")).toBe("64:ff9b::/64");
  });

  it("gives the same key again for its own IPv4 answers, and none for its IPv6 network", () => {
    expect(rateLimitAddress(rateLimitAddress("::ffff:198.51.100.4")!)).toBe("198.51.100.4");
    expect(rateLimitAddress("2001:db8:1:2::/64")).toBeNull();
  });

  it("answers null for anything that is not an address", () => {
    for (const text of ["", " ", "unknown", "localhost", "203.0.113", "203.0.113.7.1", "256.0.0.1", "010.0.0.1", "1:2:3:4:5:6:7:8:9", "1::2::3", "2001:db8::g", "12345::1", "[2001:db8::1]", "203.0.113.7:80", "x".repeat(100), "2001:db8::1\u0000"]) {
      expect(rateLimitAddress(text), JSON.stringify(text)).toBeNull();
    }
  });
});
