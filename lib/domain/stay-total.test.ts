import { describe, expect, it } from "vitest";
import { sumChfToRappen } from "./money";
import { stayPrice, stayTotal } from "./stay-total";

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

const el = (id: number, amount: number | string, priceIncludedInId: number | null = null, type = "addon") => ({ id, type, name: `e${id}`, amount, quantity: 1, priceIncludedInId });

describe("stayPrice: Smoobu's price elements, following priceIncludedInId", () => {
  it("an element included in another (tax inside the base price) is not added again", () => {
    const elements = [el(1, "1000", null, "basePrice"), el(2, "74.98", 1, "tax"), el(3, "80", null, "cleaningFee")];
    expect(stayPrice({ price: 108_000, priceElements: elements })).toEqual({ total: 108_000, elementsTotal: 108_000, mismatch: false });
    expect(stayPrice({ price: null, priceElements: elements })).toEqual({ total: 108_000, elementsTotal: 108_000, mismatch: false });
  });

  it("discounts and coupons are negative and reduce the total", () => {
    const elements = [el(1, 1000, null, "basePrice"), el(2, -100, null, "longStayDiscount"), el(3, "-25.50", null, "coupon"), el(4, 80, null, "cleaningFee")];
    expect(stayPrice({ price: 95_450, priceElements: elements })).toEqual({ total: 95_450, elementsTotal: 95_450, mismatch: false });
  });

  it("an included element that is itself a discount is inside its parent too", () => {
    expect(stayPrice({ price: null, priceElements: [el(1, 900, null, "basePrice"), el(2, -100, 1, "longStayDiscount")] }).total).toBe(90_000);
  });

  it("a priceIncludedInId naming no element of the list (or itself) does not hide the element", () => {
    expect(stayPrice({ price: null, priceElements: [el(1, 500), el(2, 20, 99)] }).total).toBe(52_000);
    expect(stayPrice({ price: null, priceElements: [el(1, 500), el(2, 20, 2)] }).total).toBe(52_000);
  });

  it("when the elements disagree with the reservation's price, the price wins and the stay is flagged", () => {
    const elements = [el(1, 1000, null, "basePrice"), el(2, 80, null, "cleaningFee")];
    expect(stayPrice({ price: 100_000, priceElements: elements })).toEqual({ total: 100_000, elementsTotal: 108_000, mismatch: true });
  });

  it("without elements the price is the total, never flagged; without either, nothing", () => {
    expect(stayPrice({ price: 12_345, priceElements: null })).toEqual({ total: 12_345, elementsTotal: null, mismatch: false });
    expect(stayPrice({ price: 12_345, priceElements: [] })).toEqual({ total: 12_345, elementsTotal: null, mismatch: false });
    expect(stayPrice({ price: null, priceElements: "garbage" })).toEqual({ total: 0, elementsTotal: null, mismatch: false });
  });

  it("sums exactly and rounds once; skips broken elements and reads a numeric id given as text", () => {
    expect(stayPrice({ price: null, priceElements: [{ amount: "33.333" }, { amount: 33.333 }, { amount: "33.334" }] }).total).toBe(10_000);
    expect(stayPrice({ price: null, priceElements: [{ amount: "abc" }, { name: "x" }, null, { amount: "10" }] }).total).toBe(1_000);
    expect(stayPrice({ price: null, priceElements: [{ id: "7", amount: 100 }, { id: 8, amount: 19, priceIncludedInId: "7" }] }).total).toBe(10_000);
  });
});

describe("stayTotal", () => {
  it("is stayPrice's total", () => {
    expect(stayTotal({ price: 999, priceElements: [{ amount: "500" }, { amount: "-50.50" }] })).toBe(999);
    expect(stayTotal({ price: null, priceElements: [{ amount: "500" }, { amount: "-50.50" }] })).toBe(44_950);
    expect(stayTotal({ price: 12_345, priceElements: null })).toBe(12_345);
  });
});
