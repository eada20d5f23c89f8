import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { searchProperties, searchStay, villageOf, type SearchCandidate } from "./search";

const TODAY = "2027-01-10";
const chf = (n: number) => n * 100;

const candidate = (over: Partial<SearchCandidate> & { id: string }): SearchCandidate => ({
  slug: over.id,
  location: "Saas-Fee",
  maxGuests: 6,
  pricePerNight: chf(200),
  cleaningFee: chf(150),
  downpaymentAmount: null,
  ...over,
});

describe("villageOf", () => {
  it.each([
    ["Saas-Fee", "saas-fee"],
    ["saas fee", "saas-fee"],
    ["3906 SAAS-FÉE, Wallis", "saas-fee"],
    ["Saas-Grund", "saas-grund"],
    ["Saas Almagell", "saas-almagell"],
    ["Zermatt", null],
    ["Saas-Fee / Saas-Grund", null],
    ["", null],
  ])("%s is %s", (location, village) => {
    expect(villageOf(location)).toBe(village);
  });
});

describe("searchProperties", () => {
  const fee = candidate({ id: "fee", location: "Saas-Fee", maxGuests: 4 });
  const grund = candidate({ id: "grund", location: "Saas-Grund", maxGuests: 12 });
  const almagell = candidate({ id: "almagell", location: "Saas-Almagell", pricePerNight: null });
  const all = [fee, grund, almagell];
  const noRates = new Map();

  it("without dates matches by village and guests only, with no totals", () => {
    expect(searchProperties(all, noRates, { village: "all", guests: 1, stay: null }, TODAY)).toEqual([
      { slug: "fee", total: null, nights: null },
      { slug: "grund", total: null, nights: null },
      { slug: "almagell", total: null, nights: null },
    ]);
    expect(searchProperties(all, noRates, { village: "saas-grund", guests: 1, stay: null }, TODAY).map((h) => h.slug)).toEqual(["grund"]);
    expect(searchProperties(all, noRates, { village: "all", guests: 5, stay: null }, TODAY).map((h) => h.slug)).toEqual(["grund", "almagell"]);
  });

  it("with dates drops a property with one unavailable night and totals the others with the shared pricing", () => {
    const checkIn = addDays(TODAY, 30);
    const checkOut = addDays(TODAY, 33);
    const rates = new Map([
      ["fee", [{ date: addDays(TODAY, 31), available: false, price: chf(250) }]],
      ["grund", [{ date: addDays(TODAY, 30), available: true, price: chf(300) }]],
    ]);
    const hits = searchProperties(all, rates, { village: "all", guests: 2, stay: { checkIn, checkOut } }, TODAY);
    expect(hits.map((h) => h.slug)).toEqual(["grund", "almagell"]);
    const grundHit = hits[0];
    expect(grundHit?.nights).toBe(3);
    // 300 + 200 + 200 base, 150 cleaning, tourist tax 2 × 3 × 4.50, SaastalCard 2 × 3 × 2.50 × 1.081
    expect(grundHit?.total).toBe(700 + 150 + 27 + 16.22);
  });

  it("keeps a stay that cannot be priced, without a total", () => {
    const checkIn = addDays(TODAY, 5);
    const hits = searchProperties([almagell], noRates, { village: "all", guests: 1, stay: { checkIn, checkOut: addDays(checkIn, 2) } }, TODAY);
    expect(hits).toEqual([{ slug: "almagell", total: null, nights: null }]);
  });

  it("leaves out a stay that cannot be priced when one of its nights is taken", () => {
    const checkIn = addDays(TODAY, 5);
    const taken = new Map([[almagell.id, [{ date: addDays(checkIn, 1), available: false, price: null, minLengthOfStay: null }]]]);
    expect(searchProperties([almagell], taken, { village: "all", guests: 1, stay: { checkIn, checkOut: addDays(checkIn, 2) } }, TODAY)).toEqual([]);
  });

  it("finds nothing outside the bookable window", () => {
    const checkIn = addDays(TODAY, -1);
    expect(searchProperties(all, noRates, { village: "all", guests: 1, stay: { checkIn, checkOut: addDays(TODAY, 2) } }, TODAY)).toEqual([]);
  });
});

describe("searchStay (minimum stay)", () => {
  const fee = candidate({ id: "fee" });
  const grund = candidate({ id: "grund", location: "Saas-Grund" });
  const unpriced = candidate({ id: "unpriced", pricePerNight: null });
  const checkIn = addDays(TODAY, 30);
  const stay = (nights: number) => ({ village: "all" as const, guests: 2, stay: { checkIn, checkOut: addDays(checkIn, nights) } });

  it("does not list a property whose arrival-night minimum exceeds the stay, and reports it with its minimum", () => {
    const rates = new Map([["fee", [{ date: checkIn, available: true, price: chf(250), minLengthOfStay: 4 }]]]);
    const { hits, longerStays } = searchStay([fee, grund], rates, stay(3), TODAY);
    expect(hits.map((h) => h.slug)).toEqual(["grund"]);
    expect(longerStays).toEqual([{ slug: "fee", minNights: 4 }]);
  });

  it("lists it for a stay of exactly the minimum", () => {
    const rates = new Map([["fee", [{ date: checkIn, available: true, price: chf(250), minLengthOfStay: 4 }]]]);
    const { hits, longerStays } = searchStay([fee], rates, stay(4), TODAY);
    expect(hits.map((h) => h.slug)).toEqual(["fee"]);
    expect(longerStays).toEqual([]);
  });

  it("ignores the minimum of a night after the arrival", () => {
    const rates = new Map([["fee", [{ date: addDays(checkIn, 1), available: true, price: null, minLengthOfStay: 9 }]]]);
    expect(searchStay([fee], rates, stay(2), TODAY).hits.map((h) => h.slug)).toEqual(["fee"]);
  });

  it("refuses a too short stay even when it cannot be priced", () => {
    const rates = new Map([["unpriced", [{ date: checkIn, available: true, price: null, minLengthOfStay: 3 }]]]);
    expect(searchStay([unpriced], rates, stay(2), TODAY)).toEqual({ hits: [], longerStays: [{ slug: "unpriced", minNights: 3 }] });
  });

  it("does not report a property whose nights are taken as needing a longer stay", () => {
    const rates = new Map([["fee", [{ date: checkIn, available: true, price: null, minLengthOfStay: 5 }, { date: addDays(checkIn, 1), available: false, price: null, minLengthOfStay: null }]]]);
    expect(searchStay([fee], rates, stay(2), TODAY)).toEqual({ hits: [], longerStays: [] });
  });

  it("applies no minimum without dates", () => {
    const rates = new Map([["fee", [{ date: checkIn, available: true, price: null, minLengthOfStay: 5 }]]]);
    expect(searchStay([fee], rates, { village: "all", guests: 1, stay: null }, TODAY).hits.map((h) => h.slug)).toEqual(["fee"]);
  });
});
