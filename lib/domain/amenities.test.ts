import { describe, expect, it } from "vitest";
import { amenityIcon, amenityLabel, splitInTwoColumns } from "./amenities";

describe("amenityLabel", () => {
  it("returns a string amenity itself", () => {
    expect(amenityLabel("WLAN")).toBe("WLAN");
  });

  it("uses the label of an object", () => {
    expect(amenityLabel({ label: "Sauna", icon: "flame" })).toBe("Sauna");
    expect(amenityLabel({ name: "Other", label: "Sauna" })).toBe("Sauna");
  });

  it("falls back to the first other string value, never the icon name", () => {
    expect(amenityLabel({ icon: "wifi", name: "WLAN" })).toBe("WLAN");
    expect(amenityLabel({ label: "", title: "Kamin" })).toBe("Kamin");
    expect(amenityLabel({ label: 5, de: "Kamin" })).toBe("Kamin");
    expect(amenityLabel({ count: 3, text: "Skiraum" })).toBe("Skiraum");
    expect(amenityLabel({ a: "First", b: "Second" })).toBe("First");
  });

  it("returns null when nothing usable is there, so the UI shows its fallback", () => {
    expect(amenityLabel({ icon: "wifi" })).toBeNull();
    expect(amenityLabel({ label: "  ", other: "" })).toBeNull();
    expect(amenityLabel({})).toBeNull();
    expect(amenityLabel("")).toBeNull();
    expect(amenityLabel("   ")).toBeNull();
  });

  it.each([null, undefined, 5, true, ["WLAN"]])("returns null for %j", (value) => {
    expect(amenityLabel(value)).toBeNull();
  });
});

describe("amenityIcon", () => {
  it("returns the icon name of an object", () => {
    expect(amenityIcon({ label: "WLAN", icon: "wifi" })).toBe("wifi");
  });

  it.each([{ label: "WLAN" }, { icon: "" }, { icon: " " }, { icon: 3 }, "WLAN", null, undefined, [{ icon: "wifi" }]])(
    "returns null for %j",
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
