import { describe, expect, it } from "vitest";
import { searchFieldErrors, searchFromParams, searchQuerySchema } from "./search";

const parse = (q: Record<string, string>) => searchQuerySchema.safeParse(q);

describe("searchQuerySchema", () => {
  it("defaults to every village and one guest", () => {
    expect(parse({}).data).toEqual({ village: "all", checkIn: undefined, checkOut: undefined, guests: 1 });
  });
  it("accepts a complete search", () => {
    expect(parse({ village: "saas-grund", checkIn: "2027-02-01", checkOut: "2027-02-08", guests: "4" }).data).toEqual({
      village: "saas-grund",
      checkIn: "2027-02-01",
      checkOut: "2027-02-08",
      guests: 4,
    });
  });
  it.each([
    [{ checkIn: "2027-02-01" }, { checkOut: "datesIncomplete" }],
    [{ checkOut: "2027-02-01" }, { checkIn: "datesIncomplete" }],
    [{ checkIn: "2027-02-08", checkOut: "2027-02-01" }, { checkOut: "checkOutAfterCheckIn" }],
    [{ checkIn: "2027-02-30", checkOut: "2027-03-01" }, { checkIn: "invalidDate" }],
    [{ guests: "0" }, { guests: "guestsInvalid" }],
    [{ guests: "2.5" }, { guests: "guestsInvalid" }],
    [{ guests: "many" }, { guests: "guestsInvalid" }],
    [{ village: "zermatt" }, { village: "invalidRequest" }],
  ])("refuses %o", (input, errors) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(searchFieldErrors(result.error)).toEqual(errors);
  });
});

describe("searchFromParams", () => {
  it("keeps only the search's own parameters", () => {
    expect(searchFromParams(new URLSearchParams("village=saas-fee&utm_source=x&guests=2"))).toEqual({ village: "saas-fee", guests: "2" });
    expect(searchFromParams(new URLSearchParams("utm_source=x"))).toBeNull();
  });
});
