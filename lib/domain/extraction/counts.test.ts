import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";

describe("extractGuestCounts", () => {
  it("sorts children by age into the pricing groups", () => {
    expect(extractGuestCounts("two adults and 3 kids aged 4, 8 and 12")).toEqual({
      adults: 2,
      totalPersons: 5,
      children6To16: 2,
      children3To5: 1,
      babies: 0,
    });
    expect(extractGuestCounts("2 adultes et 4 enfants de 1, 4, 6 et 17 ans")).toEqual({
      adults: 3,
      totalPersons: 6,
      children6To16: 1,
      children3To5: 1,
      babies: 1,
    });
  });

  it("reads number words and counts children without an age as 6-16", () => {
    expect(extractGuestCounts("zwei Erwachsene und drei Kinder und ein Baby")).toMatchObject({
      adults: 2,
      children6To16: 3,
      babies: 1,
      totalPersons: 6,
    });
  });

  it("derives adults from a total", () => {
    expect(extractGuestCounts("a family of five with three kids (ages 2, 6 and 9)")).toMatchObject({
      adults: 2,
      babies: 1,
      children6To16: 2,
    });
    expect(extractGuestCounts("für 14 Personen")).toMatchObject({ adults: 14, totalPersons: 14 });
  });

  it("leaves adults unknown when nobody is counted", () => {
    expect(extractGuestCounts("Is the house free?")).toEqual({
      adults: null,
      totalPersons: null,
      children6To16: 0,
      children3To5: 0,
      babies: 0,
    });
  });
});
