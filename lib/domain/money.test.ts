import { describe, expect, it } from "vitest";
import { assertRappen, formatChf, fromRappen, rappenToDecimalString, roundDiv, toRappen } from "./money";

describe("toRappen", () => {
  it.each([
    ["123.45", 12345],
    ["0.29", 29],
    ["12", 1200],
    ["12.5", 1250],
    ["+3.1", 310],
    ["-5", -500],
    [".5", 50],
    ["5.", 500],
    ["  7.20 ", 720],
    ["0", 0],
    ["0.00", 0],
    ["000123.40", 12340],
    ["1e3", 100_000],
    ["1.5e-2", 2], // 0.015 CHF = 1.5 Rappen → 2
    ["12345E-2", 12345],
    ["90071992547409.91", Number.MAX_SAFE_INTEGER],
  ] as const)("parses %j as %i", (text, expected) => {
    expect(toRappen(text)).toBe(expected);
  });

  it("parses numbers from their decimal text, not by multiplying", () => {
    expect(0.29 * 100).not.toBe(29); // the trap being avoided
    expect(toRappen(0.29)).toBe(29);
    expect(toRappen(123.4)).toBe(12340);
    expect(toRappen(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(toRappen(-0.07)).toBe(-7);
    expect(toRappen(1e-7)).toBe(0); // String(1e-7) is "1e-7"
  });

  it("rounds more than two decimals once, half away from zero", () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the float way gets this wrong
    expect(toRappen(1.005)).toBe(101);
    expect(toRappen("1.005")).toBe(101);
    expect(toRappen("1.004")).toBe(100);
    expect(toRappen("1.0049999")).toBe(100);
    expect(toRappen("-1.005")).toBe(-101);
    expect(toRappen("-1.004")).toBe(-100);
    expect(toRappen("0.005")).toBe(1);
    expect(toRappen("0.0049")).toBe(0);
    expect(toRappen("2.999")).toBe(300);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toRappen("-0.004"), 0)).toBe(true);
    expect(Object.is(toRappen("-0"), 0)).toBe(true);
    expect(Object.is(toRappen(-0), 0)).toBe(true);
  });

  it("reads Decimal-like objects through toString", () => {
    const decimal = { toString: () => "199.99" };
    expect(toRappen(decimal)).toBe(19999);
    expect(toRappen({ toString: () => "1.5e+3" })).toBe(150_000);
  });

  it.each(["", " ", "abc", "1,50", "1.2.3", "NaN", "Infinity", "-", ".", "1e", "0x10", "12 CHF", "--1"])(
    "throws RangeError for %j",
    (text) => {
      expect(() => toRappen(text)).toThrow(RangeError);
    },
  );

  it("throws RangeError for non-finite numbers, non-numeric objects and unsafe results", () => {
    expect(() => toRappen(Number.NaN)).toThrow(RangeError);
    expect(() => toRappen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toRappen(true)).toThrow(RangeError);
    expect(() => toRappen({})).toThrow(RangeError); // "[object Object]"
    expect(() => toRappen(1e21)).toThrow(RangeError);
    expect(() => toRappen("90071992547409.92")).toThrow(RangeError);
    expect(() => toRappen("90071992547409.915")).toThrow(RangeError); // rounds up past the limit
    expect(() => toRappen("1e999999")).toThrow(RangeError);
  });
});

describe("fromRappen", () => {
  it.each([
    [12345, 123.45],
    [-500, -5],
    [29, 0.29],
    [7, 0.07],
    [0, 0],
  ] as const)("%i → %d", (r, expected) => {
    expect(fromRappen(r)).toBe(expected);
  });

  it("rejects non-integers", () => {
    expect(() => fromRappen(1.5)).toThrow(RangeError);
    expect(() => fromRappen(Number.NaN)).toThrow(RangeError);
  });
});

describe("rappenToDecimalString", () => {
  it.each([
    [12345, "123.45"],
    [-500, "-5.00"],
    [0, "0.00"],
    [-0, "0.00"],
    [7, "0.07"],
    [-7, "-0.07"],
    [100, "1.00"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ] as const)("%i → %s", (r, expected) => {
    expect(rappenToDecimalString(r)).toBe(expected);
  });

  it("round-trips with toRappen", () => {
    for (const r of [0, 1, 29, 99, 100, 12345, -12345, 987654321]) {
      expect(toRappen(rappenToDecimalString(r))).toBe(r);
    }
  });

  it("rejects non-integers", () => {
    expect(() => rappenToDecimalString(0.5)).toThrow(RangeError);
  });
});

describe("formatChf", () => {
  // ICU separators differ between versions (’ vs ', narrow vs normal no-break space); compare their shape.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\u2019/g, "'");

  it.each([
    [123450, "de", "CHF 1'234.50"],
    [123450, "en", "CHF 1'234.50"],
    [123450, "fr", "1 234.50 CHF"],
    [123456789, "de", "CHF 1'234'567.89"],
    [0, "de", "CHF 0.00"],
    [7, "fr", "0.07 CHF"],
    [-500, "de", "−CHF 5.00"],
    [-500, "en", "−CHF 5.00"],
    [-500, "fr", "−5.00 CHF"],
    [-30000, "de", "−CHF 300.00"],
    [-123450, "de", "−CHF 1'234.50"],
    [-123450, "fr", "−1 234.50 CHF"],
  ] as const)("%i in %s → %s", (r, locale, expected) => {
    expect(plain(formatChf(r, locale))).toBe(expected);
  });

  it.each(["de", "en", "fr"] as const)("writes a negative amount in %s as a minus sign before the positive amount", (locale) => {
    for (const r of [1, 500, 30000, 123456789]) {
      expect(formatChf(-r, locale)).toBe(`\u2212${formatChf(r, locale)}`);
    }
  });

  it.each(["de", "en", "fr"] as const)("never shows a hyphen-minus or a sign after the currency in %s", (locale) => {
    const text = formatChf(-30000, locale);
    expect(text).not.toContain("-");
    expect(text).not.toMatch(/CHF\s*\u2212/);
  });

  it("shows zero without a sign", () => {
    expect(formatChf(0, "de")).not.toMatch(/[-\u2212]/);
    expect(formatChf(-0, "de")).not.toMatch(/[-\u2212]/);
  });

  it("rejects non-integers", () => {
    expect(() => formatChf(12.5, "de")).toThrow(RangeError);
  });
});

describe("roundDiv", () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [-5, -2, 3],
    [1, 2, 1],
    [-1, 2, -1],
    [3, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-7, 3, -2],
    [-8, 3, -3],
    [4, 2, 2],
    [1, 3, 0],
    [378_350, 1000, 378], // .350 → down
    [378_500, 1000, 379], // exact half → away from zero
    [378_499, 1000, 378],
    [-378_500, 1000, -379],
    [Number.MAX_SAFE_INTEGER, 2, 4_503_599_627_370_496], // …95.5 → …96
  ] as const)("roundDiv(%i, %i) = %i", (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundDiv(0, -5), 0)).toBe(true);
    expect(Object.is(roundDiv(-1, 3), 0)).toBe(true);
  });

  it("rejects non-integers, unsafe integers and division by zero", () => {
    expect(() => roundDiv(1.5, 2)).toThrow(RangeError);
    expect(() => roundDiv(1, 0.5)).toThrow(RangeError);
    expect(() => roundDiv(1, 0)).toThrow(RangeError);
    expect(() => roundDiv(2 ** 53, 2)).toThrow(RangeError);
    expect(() => roundDiv(Number.NaN, 2)).toThrow(RangeError);
  });
});

describe("assertRappen", () => {
  it("accepts safe integers and rejects the rest", () => {
    expect(() => assertRappen(0)).not.toThrow();
    expect(() => assertRappen(-12345)).not.toThrow();
    expect(() => assertRappen(0.1)).toThrow(/amount must be an integer/);
    expect(() => assertRappen(2 ** 53, "total")).toThrow(/total must be an integer/);
  });
});
