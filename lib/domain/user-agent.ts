// A device summary for the profile's list of sessions ("Firefox on Windows"). Deliberately
// simple: a handful of browsers and systems cover nearly every visitor, and a miss only shows
// "Unknown browser". A parsing library (ua-parser-js and the like) would add a dependency and
// a data file for a label; this needs no updates when version numbers move on.

export interface DeviceSummary {
  /** Browser name, not translated (proper names); null when not recognised. */
  browser: string | null;
  /** Operating system name; null when not recognised. */
  os: string | null;
}

// Order matters: Chromium-based browsers also say "Chrome" and "Safari", and iOS ones "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera|OPT)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** Browser and system named by a User-Agent header; nulls for what it does not tell. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? "";
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
