import { describe, expect, it } from "vitest";
import { EMPTY_PROPERTY_FORM, propertyFormSchema } from "./property-editor";

const valid = { ...EMPTY_PROPERTY_FORM, name: "Chalet Test", slug: "chalet-test", description: { de: "Schön", en: "", fr: "" } };
const errorsOf = (input: unknown) => {
  const result = propertyFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("propertyFormSchema", () => {
  it("turns the form's text into numbers, money into decimal text and blanks into null", () => {
    const out = propertyFormSchema.parse({ ...valid, maxGuests: "8", sizeM2: "", pricePerNight: "320.5", cleaningFee: "", latitude: "46.109", longitude: "7.929", smoobuPropertyId: "1234" });
    expect(out).toMatchObject({ maxGuests: 8, sizeM2: null, pricePerNight: "320.5", cleaningFee: null, latitude: 46.109, longitude: 7.929, smoobuPropertyId: 1234 });
  });

  it("names every problem with a message key", () => {
    expect(
      errorsOf({
        ...valid,
        name: " ",
        slug: "Chalet Test",
        location: "Zermatt",
        maxGuests: "0",
        bedrooms: "1.5",
        pricePerNight: "12.345",
        latitude: "95",
        websiteUrl: "ftp://x",
        checkInTime: "25:00",
        description: { de: "", en: "", fr: "" },
        amenities: { keys: ["sauna", "rocket-pad"], custom: [{ label: { de: "", en: "", fr: "" }, icon: "rocket" }] },
        faqs: [{ question: { de: "", en: "", fr: "" }, answer: { de: "", en: "", fr: "" } }],
      }),
    ).toEqual({
      name: "nameRequired",
      slug: "slugInvalid",
      location: "locationInvalid",
      maxGuests: "guestsInvalid",
      bedrooms: "wholeNumberInvalid",
      pricePerNight: "amountInvalid",
      latitude: "latitudeInvalid",
      websiteUrl: "urlInvalid",
      checkInTime: "timeInvalid",
      "description.de": "descriptionRequired",
      "amenities.keys": "amenityUnknown",
      "amenities.custom.0.label.de": "amenityLabelRequired",
      "amenities.custom.0.icon": "iconInvalid",
      "faqs.0.question.de": "faqQuestionRequired",
      "faqs.0.answer.de": "faqAnswerRequired",
    });
  });

  it("refuses reserved slugs, an empty slug and half a coordinate", () => {
    expect(errorsOf({ ...valid, slug: "admin" })).toEqual({ slug: "slugReserved" });
    expect(errorsOf({ ...valid, slug: "" })).toEqual({ slug: "slugRequired" });
    expect(errorsOf({ ...valid, latitude: "46.1" })).toEqual({ longitude: "coordinatesPair" });
  });

  describe("amenities", () => {
    const amenities = (value: unknown) => ({ ...valid, amenities: value });
    const free = (de: string, en = "", fr = "", icon = "") => ({ label: { de, en, fr }, icon });

    it("keeps catalogue keys in the order picked, once each, and trims free labels", () => {
      const out = propertyFormSchema.parse(amenities({ keys: ["wifi", "sauna", "wifi"], custom: [free(" Kachelofen ", "Tiled stove ", "", "flame")] }));
      expect(out.amenities).toEqual({ keys: ["wifi", "sauna"], custom: [{ label: { de: "Kachelofen", en: "Tiled stove", fr: "" }, icon: "flame" }] });
    });

    it("refuses a key the catalogue does not know, as one message on the list", () => {
      expect(errorsOf(amenities({ keys: ["wifi", "Wi-Fi"], custom: [] }))).toEqual({ "amenities.keys": "amenityUnknown" });
      expect(errorsOf(amenities({ keys: ["__proto__"], custom: [] }))).toEqual({ "amenities.keys": "amenityUnknown" });
      expect(errorsOf(amenities({ keys: [5], custom: [] }))).toEqual({ "amenities.keys.0": "amenityUnknown" });
    });

    it("requires German for a free entry; English and French may stay empty", () => {
      expect(errorsOf(amenities({ keys: [], custom: [free("Kachelofen")] }))).toEqual({});
      expect(errorsOf(amenities({ keys: [], custom: [free(" ", "Tiled stove", "Poêle")] }))).toEqual({ "amenities.custom.0.label.de": "amenityLabelRequired" });
    });

    it("limits lengths and refuses control characters in every language", () => {
      expect(errorsOf(amenities({ keys: [], custom: [free("x".repeat(81))] }))).toEqual({ "amenities.custom.0.label.de": "tooLong" });
      expect(errorsOf(amenities({ keys: [], custom: [free("x".repeat(80), "y".repeat(80), "z".repeat(80))] }))).toEqual({});
      expect(errorsOf(amenities({ keys: [], custom: [free("Kachel\tofen", "Tiled\u0000stove", "Po\u0085êle")] }))).toEqual({
        "amenities.custom.0.label.de": "controlCharacters",
        "amenities.custom.0.label.en": "controlCharacters",
        "amenities.custom.0.label.fr": "controlCharacters",
      });
      // A line break at either end is only whitespace, trimmed away.
      expect(propertyFormSchema.parse(amenities({ keys: [], custom: [free("Kachelofen\n")] })).amenities.custom[0]?.label.de).toBe("Kachelofen");
    });

    it("limits how many there are", () => {
      expect(errorsOf(amenities({ keys: [], custom: Array.from({ length: 51 }, (_, i) => free(`Ding ${i}`)) }))).toEqual({ "amenities.custom": "tooMany" });
      expect(errorsOf(amenities({ keys: Array.from({ length: 200 }, () => "wifi"), custom: [] }))).toEqual({ "amenities.keys": "tooMany" });
    });

    it.each([null, [], "wifi", { keys: "wifi", custom: [] }, { keys: [], custom: {} }, { keys: [], custom: [{ label: "Kachelofen", icon: "" }] }])("refuses the shape %j", (value) => {
      expect(Object.values(errorsOf(amenities(value)))).toEqual([expect.stringMatching(/^invalidRequest$/)]);
    });
  });
});
