import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

// Real user agents of 2025/2026 browsers; the profile shows "browser on system" from them.
const CASES: [string, string, { browser: string | null; os: string | null }][] = [
  ["Chrome on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36", { browser: "Chrome", os: "Windows" }],
  ["Edge on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0", { browser: "Edge", os: "Windows" }],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0", { browser: "Firefox", os: "Linux" }],
  ["Firefox on Ubuntu", "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0", { browser: "Firefox", os: "Linux" }],
  ["Safari on macOS", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Safari/605.1.15", { browser: "Safari", os: "macOS" }],
  ["Safari on iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1", { browser: "Safari", os: "iOS" }],
  ["Chrome on iPad", "Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1", { browser: "Chrome", os: "iPadOS" }],
  ["Firefox on iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/145.0 Mobile/15E148 Safari/605.1.15", { browser: "Firefox", os: "iOS" }],
  ["Chrome on Android", "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36", { browser: "Chrome", os: "Android" }],
  ["Samsung Internet", "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/29.0 Chrome/136.0.0.0 Mobile Safari/537.36", { browser: "Samsung Internet", os: "Android" }],
  ["Opera on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 OPR/124.0.0.0", { browser: "Opera", os: "Windows" }],
  ["Chrome on ChromeOS", "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36", { browser: "Chrome", os: "ChromeOS" }],
  ["curl", "curl/8.14.1", { browser: null, os: null }],
  ["empty", "", { browser: null, os: null }],
];

describe("describeUserAgent", () => {
  for (const [name, ua, expected] of CASES) {
    it(name, () => expect(describeUserAgent(ua)).toEqual(expected));
  }

  it("knows nothing without a user agent", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});
