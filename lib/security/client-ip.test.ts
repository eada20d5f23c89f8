import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, resetEnvCache } from "@/lib/env";
import { clientIpFrom, PEER_ADDRESS_HEADER, resolveClientIp } from "./client-ip";
import { canonicalIp, isTrustedProxy, parseTrustedProxies } from "./client-ip-ranges";

const none = parseTrustedProxies("");
const nginxOnLoopback = parseTrustedProxies("127.0.0.1, ::1");

describe("resolveClientIp: the peer decides unless it is a trusted proxy", () => {
  it("answers the socket's peer, whatever an untrusted client writes into forwarding headers", () => {
    expect(resolveClientIp({ peer: "203.0.113.7", forwardedFor: "198.51.100.1" }, none)).toBe("203.0.113.7");
    expect(resolveClientIp({ peer: "203.0.113.7", forwardedFor: "10.0.0.1, 127.0.0.1" }, nginxOnLoopback)).toBe("203.0.113.7");
    // Rotating the forged values does not change the answer.
    for (let i = 0; i < 5; i++) {
      expect(resolveClientIp({ peer: "203.0.113.7", forwardedFor: `10.0.0.${i}` }, nginxOnLoopback)).toBe("203.0.113.7");
    }
  });

  it("behind a trusted proxy: the right-most X-Forwarded-For hop that is not a trusted proxy", () => {
    // nginx appended the address it saw ($proxy_add_x_forwarded_for) after the client's forged ones.
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "1.2.3.4, 5.6.7.8, 203.0.113.9" }, nginxOnLoopback)).toBe("203.0.113.9");
    // Two proxies of ours: a load balancer in 10.0.0.0/8 in front of nginx on the same host.
    const chain = parseTrustedProxies("127.0.0.1,10.0.0.0/8");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "1.2.3.4, 203.0.113.9, 10.1.2.3" }, chain)).toBe("203.0.113.9");
    // Every hop trusted (a request from inside): the left-most.
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "10.9.9.9, 10.1.2.3" }, chain)).toBe("10.9.9.9");
    // A trusted proxy that forwarded nothing: the proxy itself.
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: null }, chain)).toBe("127.0.0.1");
  });

  it("matches IPv4 and IPv6 CIDR ranges", () => {
    const ranges = parseTrustedProxies("192.0.2.0/24, 2001:db8:10::/48, fd00::1");
    expect(resolveClientIp({ peer: "192.0.2.200", forwardedFor: "203.0.113.1" }, ranges)).toBe("203.0.113.1");
    expect(resolveClientIp({ peer: "192.0.3.1", forwardedFor: "203.0.113.1" }, ranges)).toBe("192.0.3.1");
    expect(resolveClientIp({ peer: "2001:db8:10:ffff::5", forwardedFor: "2001:db8:99::7" }, ranges)).toBe("2001:db8:99::7");
    expect(resolveClientIp({ peer: "2001:db8:11::5", forwardedFor: "203.0.113.1" }, ranges)).toBe("2001:db8:11::5");
    expect(resolveClientIp({ peer: "fd00:0:0:0:0:0:0:1", forwardedFor: "203.0.113.1" }, ranges)).toBe("203.0.113.1");
    expect(resolveClientIp({ peer: "fd00::2", forwardedFor: "203.0.113.1" }, ranges)).toBe("fd00::2");
  });

  it("treats an IPv4-mapped IPv6 peer (a dual-stack socket) as its IPv4 address", () => {
    expect(resolveClientIp({ peer: "::ffff:127.0.0.1", forwardedFor: "203.0.113.9" }, nginxOnLoopback)).toBe("203.0.113.9");
    expect(resolveClientIp({ peer: "::ffff:198.51.100.4", forwardedFor: "203.0.113.9" }, nginxOnLoopback)).toBe("198.51.100.4");
    expect(resolveClientIp({ peer: "::FFFF:7f00:1", forwardedFor: "203.0.113.9" }, nginxOnLoopback)).toBe("203.0.113.9");
    // And a trusted range written as IPv4 covers the mapped form of a hop.
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "203.0.113.9, ::ffff:127.0.0.1" }, nginxOnLoopback)).toBe("203.0.113.9");
  });

  it("stops at a hop that is not an address: what lies left of it cannot be checked", () => {
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "203.0.113.9, not-an-ip" }, nginxOnLoopback)).toBe("127.0.0.1");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "203.0.113.9, <script>, ::1" }, nginxOnLoopback)).toBe("::1");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: " , ,203.0.113.9 ,, " }, nginxOnLoopback)).toBe("203.0.113.9");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "999.1.1.1" }, nginxOnLoopback)).toBe("127.0.0.1");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "x".repeat(10_000) }, nginxOnLoopback)).toBe("127.0.0.1");
  });

  it("accepts hops with a port or in brackets, as some proxies write them", () => {
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "203.0.113.9:51234" }, nginxOnLoopback)).toBe("203.0.113.9");
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "[2001:db8::9]:443" }, nginxOnLoopback)).toBe("2001:db8::9");
  });

  it("answers null without a usable peer address", () => {
    expect(resolveClientIp({ peer: null, forwardedFor: "203.0.113.9" }, nginxOnLoopback)).toBeNull();
    expect(resolveClientIp({ peer: "garbage", forwardedFor: "203.0.113.9" }, nginxOnLoopback)).toBeNull();
  });
});

describe("canonicalIp", () => {
  it("writes one address one way, so one client has one rate-limit counter", () => {
    expect(canonicalIp("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(canonicalIp("2001:db8::0:1")).toBe("2001:db8::1");
    expect(canonicalIp("fe80::1%eth0")).toBe("fe80::1");
    expect(canonicalIp("::")).toBe("::");
    expect(canonicalIp("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(canonicalIp("010.0.0.1")).toBeNull();
    expect(canonicalIp("1.2.3")).toBeNull();
    expect(canonicalIp("1::2::3")).toBeNull();
    expect(canonicalIp("12345::1")).toBeNull();
  });
});

describe("parseTrustedProxies", () => {
  it("accepts addresses and CIDR ranges, and names what it cannot read", () => {
    expect(isTrustedProxy("10.20.30.40", parseTrustedProxies("10.0.0.0/8"))).toBe(true);
    expect(isTrustedProxy("11.0.0.1", parseTrustedProxies("10.0.0.0/8"))).toBe(false);
    expect(isTrustedProxy("203.0.113.5", parseTrustedProxies("0.0.0.0/0"))).toBe(true);
    expect(isTrustedProxy("2001:db8::1", parseTrustedProxies("0.0.0.0/0"))).toBe(false);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustedProxies("2001:db8::/129")).toThrow(/2001:db8::\/129/);
    expect(() => parseTrustedProxies("nginx.local")).toThrow(/nginx\.local/);
    expect(() => parseTrustedProxies("10.0.0.1/")).toThrow();
  });
});

describe("TRUSTED_PROXIES", () => {
  it("is validated with the environment, naming the variable and the wrong entry", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: "127.0.0.1 ::1,10.0.0.0/8" }).TRUSTED_PROXIES).toHaveLength(3);
    expect(() => parseEnv({ TRUSTED_PROXIES: "127.0.0.1, proxy.internal" })).toThrow(/TRUSTED_PROXIES: .*proxy\.internal/);
  });
});

describe("clientIpFrom(headers)", () => {
  it("reads the peer from the header the server sets from the socket", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "::ffff:203.0.113.7", "x-forwarded-for": "10.0.0.1", "x-real-ip": "10.0.0.2" });
    expect(clientIpFrom(headers)).toBe("203.0.113.7");
  });

  describe("behind a trusted proxy (TRUSTED_PROXIES)", () => {
    beforeEach(() => {
      vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1, ::1");
      resetEnvCache();
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnvCache();
    });
    it("takes the proxy's X-Forwarded-For hop and never X-Real-IP, which a proxy may pass through from the client", () => {
      const headers = new Headers({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "10.0.0.1, 203.0.113.9", "x-real-ip": "198.51.100.1" });
      expect(clientIpFrom(headers)).toBe("203.0.113.9");
    });
  });

  it("is null when the request did not come through our server (no peer header)", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }))).toBeNull();
  });
});
