import { describe, expect, it } from "vitest";
import { sumChfToRappen } from "./money";
import { stayTotal } from "./stay-total";

describe("sumChfToRappen", () => {
  it("sums exactly and rounds once, half away from zero", () => {
    expect(sumChfToRappen(["33.333", "33.333", "33.334"])).toBe(10_000);
    expect(sumChfToRappen([0.1, 0.2])).toBe(30);
    expect(sumChfToRappen(["0.005"])).toBe(1);
    expect(sumChfToRappen(["-0.005"])).toBe(-1);
    expect(sumChfToRappen(["0.004", "0.001"])).toBe(1);
    expect(sumChfToRappen(["1200.50", 300.25, "0.29"])).toBe(150_104);
    expect(sumChfToRappen(["1.5e3", "2e-2"])).toBe(150_002);
    expect(sumChfToRappen([])).toBe(0);
  });
  it("refuses what is not an amount, or too large; ignores what lies far below a Rappen", () => {
    expect(() => sumChfToRappen(["abc"])).toThrow(RangeError);
    expect(() => sumChfToRappen([Number.NaN])).toThrow(RangeError);
    expect(() => sumChfToRappen(["1e30"])).toThrow(RangeError);
    expect(sumChfToRappen(["1e-400", "5"])).toBe(500);
  });
});

describe("stayTotal", () => {
  it("sums the price elements instead of the price, rounding once", () => {
    expect(stayTotal({ price: 999, priceElements: [{ amount: "33.333" }, { amount: 33.333 }, { amount: "33.334" }] })).toBe(10_000);
    expect(stayTotal({ price: 999, priceElements: [{ amount: "500" }, { amount: "-50.50" }] })).toBe(44_950);
  });
  it("falls back to the price, then zero; skips broken elements", () => {
    expect(stayTotal({ price: 12_345, priceElements: null })).toBe(12_345);
    expect(stayTotal({ price: 12_345, priceElements: [] })).toBe(12_345);
    expect(stayTotal({ price: null, priceElements: "garbage" })).toBe(0);
    expect(stayTotal({ price: 1, priceElements: [{ amount: "abc" }, { name: "x" }, null, { amount: "10" }] })).toBe(1_000);
  });
});
