import { describe, expect, it } from "vitest";
import { fromFormAmenities, fromFormText, toFormAmenities, toFormText } from "./property-form";

describe("texts", () => {
  it("reads { de, en, fr }, legacy strings and junk", () => {
    expect(toFormText({ de: "Hallo", fr: "Salut" })).toEqual({ de: "Hallo", en: "", fr: "Salut" });
    expect(toFormText("Nur Deutsch")).toEqual({ de: "Nur Deutsch", en: "", fr: "" });
    expect(toFormText(null)).toEqual({ de: "", en: "", fr: "" });
    expect(toFormText({ de: 3 })).toEqual({ de: "", en: "", fr: "" });
  });
  it("stores only the languages that have text", () => {
    expect(fromFormText({ de: "Hallo", en: "", fr: "Salut" })).toEqual({ de: "Hallo", fr: "Salut" });
  });
});

describe("amenities", () => {
  it("reads strings, objects, objects without label, and drops empty ones; unknown icons become none", () => {
    expect(toFormAmenities(["WiFi", { label: "Sauna", icon: "flame" }, { name: "Garden" }, { icon: "tv" }, { label: "Lift", icon: "elevator" }, 7])).toEqual([
      { label: "WiFi", icon: "" },
      { label: "Sauna", icon: "flame" },
      { label: "Garden", icon: "" },
      { label: "Lift", icon: "" },
    ]);
    expect(toFormAmenities("nope")).toEqual([]);
  });
  it("stores a plain string without icon and an object with one", () => {
    expect(fromFormAmenities([{ label: "WiFi", icon: "" }, { label: "Sauna", icon: "flame" }])).toEqual(["WiFi", { label: "Sauna", icon: "flame" }]);
  });
});
