import { describe, expect, it } from "vitest";
import { seedInfoPages } from "@/prisma/seed/content";
import { LOCALES } from "./localized";
import { termsPagePath } from "./terms-page";

describe("termsPagePath", () => {
  it("sends German visitors to the rental terms, English and French ones to the booking terms", () => {
    expect(termsPagePath("de")).toBe("/info/mietbedingungen");
    expect(termsPagePath("en")).toBe("/info/booking_terms");
    expect(termsPagePath("fr")).toBe("/info/booking_terms");
  });

  it("points at info pages that exist and are visible", () => {
    for (const locale of LOCALES) {
      const slug = termsPagePath(locale).replace("/info/", "");
      expect(seedInfoPages.find((p) => p.slug === slug)?.visible).toBe(true);
    }
  });
});
