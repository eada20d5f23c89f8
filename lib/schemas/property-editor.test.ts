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
        amenities: [{ label: "", icon: "rocket" }],
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
      "amenities.0.label": "amenityLabelRequired",
      "amenities.0.icon": "iconInvalid",
      "faqs.0.question.de": "faqQuestionRequired",
      "faqs.0.answer.de": "faqAnswerRequired",
    });
  });

  it("refuses reserved slugs, an empty slug and half a coordinate", () => {
    expect(errorsOf({ ...valid, slug: "admin" })).toEqual({ slug: "slugReserved" });
    expect(errorsOf({ ...valid, slug: "" })).toEqual({ slug: "slugRequired" });
    expect(errorsOf({ ...valid, latitude: "46.1" })).toEqual({ longitude: "coordinatesPair" });
  });
});
