import { describe, expect, it } from "vitest";
import { newPropertyDefaults, slugify, uniqueSlug } from "./smoobu-property";

describe("slugs for new properties", () => {
  it("lowercases and simplifies the name", () => {
    expect(slugify("Chalet Größe 2")).toBe("chalet-grosse-2");
    expect(slugify("  Haus Élise & Co. ")).toBe("haus-elise-co");
    expect(slugify("!!!")).toBe("property");
  });
  it("makes the slug unique", () => {
    expect(uniqueSlug("chalet-a", new Set())).toBe("chalet-a");
    expect(uniqueSlug("chalet-a", new Set(["chalet-a", "chalet-a-2"]))).toBe("chalet-a-3");
  });
});

describe("newPropertyDefaults", () => {
  it("uses the Saas-Fee defaults, hidden, sized for the booking's guests", () => {
    expect(newPropertyDefaults({ id: 42, name: "Chalet A" }, { adults: 3, children: 2 }, new Set(["chalet-a"]))).toEqual({
      name: "Chalet A",
      slug: "chalet-a-2",
      location: "Saas-Fee",
      bedrooms: 1,
      bathrooms: 1,
      maxGuests: 5,
      smoobuPropertyId: 42,
      isVisible: false,
    });
  });
  it("falls back to 2 guests and a name from the id", () => {
    const d = newPropertyDefaults({ id: 42, name: null }, null, new Set());
    expect(d).toMatchObject({ name: "Smoobu 42", slug: "smoobu-42", maxGuests: 2 });
    expect(newPropertyDefaults({ id: 1, name: "X" }, { adults: 0, children: 0 }, new Set()).maxGuests).toBe(2);
  });
});
