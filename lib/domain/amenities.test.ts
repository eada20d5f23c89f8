import { describe, expect, it } from "vitest";
import {
  amenityEntryIcon,
  amenityEntryLabel,
  amenityIcon,
  amenityLabel,
  amenityLabelIn,
  readAmenities,
  readAmenity,
  splitInTwoColumns,
  type AmenityEntry,
} from "./amenities";

describe("readAmenity: current shapes", () => {
  it("reads a catalogue key", () => {
    expect(readAmenity({ key: "sauna" })).toEqual({ kind: "catalogue", key: "sauna" });
  });

  it("drops a key the catalogue does not know, even with other text beside it", () => {
    expect(readAmenity({ key: "jacuzzi-deluxe" })).toBeNull();
    expect(readAmenity({ key: "jacuzzi-deluxe", label: "Jacuzzi" })).toBeNull();
    expect(readAmenity({ key: 3 })).toBeNull();
    expect(readAmenity({ key: null })).toBeNull();
  });

  it("reads a free entry with the languages that have text, trimmed, and its icon", () => {
    expect(readAmenity({ label: { de: " Kachelofen ", en: "Tiled stove", fr: "" }, icon: "flame" })).toEqual({
      kind: "free",
      label: { de: "Kachelofen", en: "Tiled stove" },
      icon: "flame",
    });
    expect(readAmenity({ label: { fr: "Poêle" } })).toEqual({ kind: "free", label: { fr: "Poêle" }, icon: null });
  });

  it("ignores languages it does not know and non-text values in a free label", () => {
    expect(readAmenity({ label: { de: "Garten", it: "Giardino", en: 5 } })).toEqual({ kind: "free", label: { de: "Garten" }, icon: null });
  });

  it("keeps a free entry free even when its text is a catalogue label (the admin typed it on purpose)", () => {
    expect(readAmenity({ label: { de: "Sauna" } })).toEqual({ kind: "free", label: { de: "Sauna" }, icon: null });
  });
});

describe("readAmenity: older shapes", () => {
  it.each([
    ["Wi-Fi", "wifi"],
    ["  sauna ", "sauna"],
    ["Mountain view", "mountain-view"],
    ["Dogs welcome", "pets-allowed"],
    ["Smart TV", "tv"],
    ["WLAN", "wifi"],
    ["Lave-vaisselle", "dishwasher"],
    ["Raclette & fondue sets", "fondue-raclette"],
  ])("matches the string %j to the catalogue key %s", (text, key) => {
    expect(readAmenity(text)).toEqual({ kind: "catalogue", key });
  });

  it("shows an unmatched string as it is, for every language", () => {
    expect(readAmenity("Dining hall for 24")).toEqual({ kind: "free", label: { de: "Dining hall for 24" }, icon: null });
  });

  it("matches an old { label, icon } object by its text (the catalogue's icon wins)", () => {
    expect(readAmenity({ label: "Washing machine", icon: "tv" })).toEqual({ kind: "catalogue", key: "washing-machine" });
  });

  it("keeps an unmatched old object as a free entry with its icon", () => {
    expect(readAmenity({ label: "Ski room with boot warmers", icon: "snowflake" })).toEqual({
      kind: "free",
      label: { de: "Ski room with boot warmers" },
      icon: "snowflake",
    });
  });

  it("reads hand-written objects by their first text, never the icon name", () => {
    expect(readAmenity({ name: "Boot dryer" })).toEqual({ kind: "catalogue", key: "boot-dryer" });
    expect(readAmenity({ icon: "wifi", name: "Internet-Ecke" })).toEqual({ kind: "free", label: { de: "Internet-Ecke" }, icon: "wifi" });
    expect(readAmenity({ label: "", title: "Leseecke" })).toEqual({ kind: "free", label: { de: "Leseecke" }, icon: null });
    expect(readAmenity({ count: 3, text: "Skiraum" })).toEqual({ kind: "catalogue", key: "ski-room" });
  });
});

describe("readAmenity: garbage", () => {
  it.each([null, undefined, 5, true, "", "   ", [], ["Wi-Fi"], {}, { icon: "wifi" }, { label: "  ", other: "" }, { label: {} }, { label: { de: " " } }, { label: 7 }])(
    "reads %j as nothing",
    (value) => {
      expect(readAmenity(value)).toBeNull();
    },
  );
});

describe("readAmenities", () => {
  it("keeps the order, drops garbage and shows a catalogue entry once", () => {
    const stored = [{ key: "wifi" }, "Sauna", null, { label: { de: "Tischfussball" } }, "Wi-Fi", { key: "sauna" }, { key: "nope" }];
    expect(readAmenities(stored)).toEqual([
      { kind: "catalogue", key: "wifi" },
      { kind: "catalogue", key: "sauna" },
      { kind: "free", label: { de: "Tischfussball" }, icon: null },
    ]);
  });

  it.each([null, undefined, "Wi-Fi", { key: "wifi" }, 3])("reads the non-list %j as none", (value) => {
    expect(readAmenities(value)).toEqual([]);
  });

  it("keeps equal free entries (they may differ in a language not shown)", () => {
    expect(readAmenities(["Tischfussball", "Tischfussball"])).toHaveLength(2);
  });
});

describe("labels in a language", () => {
  it("gives a catalogue entry's label in each language", () => {
    expect(amenityLabelIn({ key: "ski-room" }, "de")).toBe("Skiraum");
    expect(amenityLabelIn({ key: "ski-room" }, "en")).toBe("Ski room");
    expect(amenityLabelIn({ key: "ski-room" }, "fr")).toBe("Local à skis");
  });

  it("translates matched older strings too", () => {
    expect(amenityLabelIn("Fireplace", "de")).toBe("Cheminée");
    expect(amenityLabelIn({ label: "Parking", icon: "car" }, "fr")).toBe("Place de parc");
  });

  it("falls back for a free entry: the locale, then German, English, French", () => {
    const all = { label: { de: "Kachelofen", en: "Tiled stove", fr: "Poêle en faïence" } };
    expect(amenityLabelIn(all, "fr")).toBe("Poêle en faïence");
    expect(amenityLabelIn(all, "en")).toBe("Tiled stove");
    const german = { label: { de: "Kachelofen", fr: "Poêle en faïence" } };
    expect(amenityLabelIn(german, "en")).toBe("Kachelofen");
    const englishAndFrench = { label: { en: "Tiled stove", fr: "Poêle en faïence" } };
    expect(amenityLabelIn(englishAndFrench, "de")).toBe("Tiled stove");
    const frenchOnly = { label: { fr: "Poêle en faïence" } };
    expect(amenityLabelIn(frenchOnly, "de")).toBe("Poêle en faïence");
    expect(amenityLabelIn(frenchOnly, "en")).toBe("Poêle en faïence");
    const blankGerman = { label: { de: "  ", en: "Tiled stove" } };
    expect(amenityLabelIn(blankGerman, "fr")).toBe("Tiled stove");
  });

  it("shows an unmatched older text as it is in every language", () => {
    for (const locale of ["de", "en", "fr"] as const) expect(amenityLabelIn("Dining hall for 24", locale)).toBe("Dining hall for 24");
  });

  it("is null for garbage", () => {
    expect(amenityLabelIn({ key: "nope" }, "de")).toBeNull();
    expect(amenityLabelIn(42, "fr")).toBeNull();
  });

  it("amenityLabel is the English label and ignores the extra arguments of Array.map", () => {
    expect([{ key: "sauna" }, { key: "ski-room" }, "nope-nothing", { label: { de: "Garten" } }].map(amenityLabel)).toEqual(["Sauna", "Ski room", "nope-nothing", "Garten"]);
    expect(amenityLabel({ key: "wifi" })).toBe("Wi-Fi");
    expect(amenityLabel(null)).toBeNull();
  });

  it("amenityEntryLabel and amenityEntryIcon read an entry directly", () => {
    const entry: AmenityEntry = { kind: "catalogue", key: "lift" };
    expect(amenityEntryLabel(entry, "fr")).toBe("Ascenseur");
    expect(amenityEntryIcon(entry)).toBe("arrow-up-down");
    expect(amenityEntryIcon({ kind: "free", label: { de: "x" }, icon: null })).toBeNull();
  });
});

describe("amenityIcon", () => {
  it("gives the catalogue's icon for a key and for a matched older text", () => {
    expect(amenityIcon({ key: "wifi" })).toBe("wifi");
    expect(amenityIcon("Sauna")).toBe("flame");
    expect(amenityIcon({ label: "Sauna", icon: "tv" })).toBe("flame");
  });

  it("gives a free entry's own icon, trimmed", () => {
    expect(amenityIcon({ label: { de: "Regendusche" }, icon: " shower-head " })).toBe("shower-head");
    expect(amenityIcon({ label: "Garden swing", icon: "trees" })).toBe("trees");
  });

  it.each([{ label: { de: "Garten" } }, { label: "Nothing known", icon: "" }, { label: "x", icon: 3 }, "Unknown thing", null, undefined, [{ icon: "wifi" }], { key: "nope" }])(
    "is null for %j",
    (value) => {
      expect(amenityIcon(value)).toBeNull();
    },
  );
});

describe("splitInTwoColumns", () => {
  it.each([
    [[], [[], []]],
    [[1], [[1], []]],
    [[1, 2], [[1], [2]]],
    [[1, 2, 3], [[1, 2], [3]]],
    [[1, 2, 3, 4, 5], [[1, 2, 3], [4, 5]]],
    [[1, 2, 3, 4, 5, 6], [[1, 2, 3], [4, 5, 6]]],
  ])("%j → %j", (items, expected) => {
    expect(splitInTwoColumns(items)).toEqual(expected);
  });

  it("leaves the input untouched", () => {
    const items: readonly string[] = ["a", "b", "c"];
    const [left, right] = splitInTwoColumns(items);
    left.push("x");
    right.push("y");
    expect(items).toEqual(["a", "b", "c"]);
  });
});
