import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AMENITY_ICON_NAMES } from "./amenity-icons";

// The editor offers AMENITY_ICON_NAMES; the public page draws the icons mapped in
// components/property/amenity-icon.tsx. Read as text: the component is JSX for the browser.
describe("AMENITY_ICON_NAMES", () => {
  it("lists exactly the icons the public page can draw (apart from aliases)", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../components/property/amenity-icon.tsx"), "utf8");
    const map = source.slice(source.indexOf("const ICONS"), source.indexOf("};", source.indexOf("const ICONS")));
    const keys = [...map.matchAll(/^\s+"?([a-z-]+)"?:\s/gm)].map((m) => m[1]);
    // "parking" is an alias of "square-parking" for older rows; the editor offers the real name.
    expect([...AMENITY_ICON_NAMES].sort()).toEqual(keys.filter((k) => k !== "parking").sort());
  });
});
