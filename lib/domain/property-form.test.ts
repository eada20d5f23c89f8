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
  it("reads keys, older strings and objects (matched ones become keys), free entries, and drops garbage", () => {
    expect(
      toFormAmenities([
        { key: "sauna" },
        "WiFi",
        { label: "Washing machine", icon: "washing-machine" },
        { label: { de: "Kachelofen", en: "Tiled stove" }, icon: "flame" },
        "Dining hall for 24",
        { name: "Tischfussball", icon: "dices" },
        { label: "Lift shaft", icon: "elevator" },
        { key: "gone" },
        { icon: "tv" },
        7,
      ]),
    ).toEqual({
      keys: ["sauna", "wifi", "washing-machine"],
      custom: [
        { label: { de: "Kachelofen", en: "Tiled stove", fr: "" }, icon: "flame" },
        { label: { de: "Dining hall for 24", en: "", fr: "" }, icon: "" },
        { label: { de: "Tischfussball", en: "", fr: "" }, icon: "dices" },
        { label: { de: "Lift shaft", en: "", fr: "" }, icon: "" },
      ],
    });
    expect(toFormAmenities("nope")).toEqual({ keys: [], custom: [] });
    expect(toFormAmenities(null)).toEqual({ keys: [], custom: [] });
  });

  it("gives a free entry without German its first language as German, so it can be saved again", () => {
    expect(toFormAmenities([{ label: { en: "Tiled stove", fr: "Poêle" } }, { label: { fr: "Poêle" } }]).custom.map((c) => c.label)).toEqual([
      { de: "Tiled stove", en: "Tiled stove", fr: "Poêle" },
      { de: "Poêle", en: "", fr: "Poêle" },
    ]);
  });

  it("stores keys as { key } first, then free entries with only the languages typed and an icon when chosen", () => {
    expect(
      fromFormAmenities({
        keys: ["wifi", "sauna"],
        custom: [
          { label: { de: "Kachelofen", en: "", fr: "Poêle en faïence" }, icon: "flame" },
          { label: { de: "Tischfussball", en: "Table football", fr: "Baby-foot" }, icon: "" },
        ],
      }),
    ).toEqual([
      { key: "wifi" },
      { key: "sauna" },
      { label: { de: "Kachelofen", fr: "Poêle en faïence" }, icon: "flame" },
      { label: { de: "Tischfussball", en: "Table football", fr: "Baby-foot" } },
    ]);
  });

  it("round-trips what it stores", () => {
    const form = { keys: ["ski-room" as const], custom: [{ label: { de: "Regendusche", en: "Rain shower", fr: "" }, icon: "shower-head" as const }] };
    expect(toFormAmenities(fromFormAmenities(form))).toEqual(form);
  });
});
