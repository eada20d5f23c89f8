import { describe, expect, it } from "vitest";
import { emptySearch } from "./search-empty";

const chalets = [
  { location: "Saas-Fee", maxGuests: 8 },
  { location: "Saas-Grund", maxGuests: 16 },
  { location: "Saas-Almagell", maxGuests: 6 },
];

describe("emptySearch", () => {
  it("30 guests without dates: no chalet sleeps that many, and the largest is named (not 'none available')", () => {
    expect(emptySearch({ village: "all", guests: 30, dated: false }, chalets)).toEqual({ kind: "tooManyGuests", largest: 16 });
  });

  it("too many guests with dates too: the size is the reason, not the dates", () => {
    expect(emptySearch({ village: "all", guests: 30, dated: true }, chalets)).toEqual({ kind: "tooManyGuests", largest: 16 });
  });

  it("the largest is counted in the chosen village only", () => {
    expect(emptySearch({ village: "saas-fee", guests: 10, dated: false }, chalets)).toEqual({ kind: "tooManyGuests", largest: 8 });
  });

  it("a party some chalet sleeps, with dates: none available for these dates", () => {
    expect(emptySearch({ village: "all", guests: 16, dated: true }, chalets)).toEqual({ kind: "noneForDates" });
    expect(emptySearch({ village: "all", guests: null, dated: true }, chalets)).toEqual({ kind: "noneForDates" });
  });

  it("without dates and within every size: nothing matches (never 'for these dates')", () => {
    expect(emptySearch({ village: "all", guests: 4, dated: false }, chalets)).toEqual({ kind: "noneMatch" });
    expect(emptySearch({ village: "saas-fee", guests: 4, dated: false }, [])).toEqual({ kind: "noneMatch" });
  });
});
