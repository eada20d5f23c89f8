import { describe, expect, it } from "vitest";
import type { ExtractedInquiry } from "@/lib/domain/extraction";
import { mergeInquiry } from "./merge-inquiry";

const text = [
  "Von: Anna Meier <anna.meier@gmx.ch>",
  "Hallo, ist das Chalet Dom vom 12. bis 19. Februar frei? Wir sind 2 Erwachsene und 1 Kind (4).",
  "Liebe Grüsse aus Bern, Anna Meier",
  "Tel. 079 123 45 67",
].join("\n");
const context = { today: "2026-11-24", propertyNames: ["Chalet Dom"] };
const rules: ExtractedInquiry = {
  guestName: "Bern",
  guestEmail: "anna.meier@gmx.ch",
  guestPhone: "079 123 45 67",
  adults: 2,
  totalPersons: 3,
  children6To16: 0,
  children3To5: 1,
  babies: 0,
  propertyPreference: "Dom",
  checkIn: "2027-02-12",
  checkOut: "2027-02-19",
  language: "de",
  uncertain: ["guestName"],
};
const merge = (answer: unknown) => mergeInquiry(rules, answer, text, context);

describe("mergeInquiry", () => {
  it.each([
    ["no answer", null],
    ["an empty object", {}],
    ["an array", [1, 2]],
    ["all nulls", Object.fromEntries(Object.keys(rules).map((k) => [k, null]))],
  ])("keeps the rules' extraction on %s", (_label, answer) => {
    expect(merge(answer)).toEqual({ extracted: rules, usedModel: false });
  });

  it("keeps the rules' value for every implausible field", () => {
    const { extracted, usedModel } = merge({
      guestName: "Max Muster", // not in the mail
      guestEmail: "info@saastal-chalets.ch", // ours
      guestPhone: "+41 27 957 00 00", // not in the mail
      adults: 5, totalPersons: 3, children6To16: 0, children3To5: 1, babies: 0, // does not add up
      propertyPreference: "Weissmies", // not in the mail
      checkIn: "2027-02-19", checkOut: "2027-02-12", // reversed
      language: "it",
      uncertain: ["checkIn"],
    });
    expect(extracted).toEqual(rules);
    expect(usedModel).toBe(false);
  });

  it.each([
    ["a past check-in", { checkIn: "2026-01-10", checkOut: "2026-01-17" }],
    ["a date that does not exist", { checkIn: "2027-02-30", checkOut: "2027-03-05" }],
    ["a stay of half a year", { checkIn: "2027-02-12", checkOut: "2027-08-19" }],
    ["only a check-in", { checkIn: "2027-02-13", checkOut: null }],
    ["a wrong type", { checkIn: 20270212, checkOut: "2027-02-19" }],
  ])("keeps the rules' dates on %s", (_label, dates) => {
    expect(merge(dates).extracted).toMatchObject({ checkIn: "2027-02-12", checkOut: "2027-02-19" });
  });

  it.each([
    ["a negative count", { adults: -1, totalPersons: 3, children6To16: 0, children3To5: 1, babies: 0 }],
    ["a fraction", { adults: 2.5, totalPersons: 3, children6To16: 0, children3To5: 1, babies: 0 }],
    ["more children than persons", { adults: null, totalPersons: 2, children6To16: 3, children3To5: 0, babies: 0 }],
    ["nobody", { adults: 0, totalPersons: 0, children6To16: 0, children3To5: 0, babies: 0 }],
    ["a missing group", { adults: 2, totalPersons: 3, children3To5: 1, babies: 0 }],
  ])("keeps the rules' counts as a whole on %s", (_label, counts) => {
    expect(merge(counts).extracted).toMatchObject({ adults: 2, totalPersons: 3, children6To16: 0, children3To5: 1, babies: 0 });
  });

  it("takes a plausible partial answer field by field and marks disagreements for checking", () => {
    const { extracted, usedModel } = merge({
      guestName: "Anna Meier",
      guestEmail: null,
      guestPhone: "+41 79 123 45 67", // the same digits, written internationally
      adults: 2, totalPersons: 3, children6To16: 1, children3To5: 0, babies: 0,
      checkIn: "2027-02-13", checkOut: "2027-02-20",
    });
    expect(usedModel).toBe(true);
    expect(extracted).toEqual({
      ...rules,
      guestName: "Anna Meier",
      children6To16: 1,
      children3To5: 0,
      checkIn: "2027-02-13",
      checkOut: "2027-02-20",
      // The name replaced a value the rules had found: still one to check; so are the differing
      // counts and dates. The phone only differs in its format: the mail's spelling stays.
      uncertain: ["guestName", "children3To5", "checkIn", "checkOut"],
    });
  });

  it("clears a mark where the model agrees with the rules, and fills what the rules missed without a mark", () => {
    const unsure: ExtractedInquiry = { ...rules, guestName: null, propertyPreference: "Dom", uncertain: ["guestName", "propertyPreference"] };
    const { extracted } = mergeInquiry(unsure, { guestName: "Anna Meier", propertyPreference: "dom" }, text, context);
    expect(extracted.guestName).toBe("Anna Meier");
    expect(extracted.propertyPreference).toBe("Dom");
    expect(extracted.uncertain).toEqual([]);
  });
});
