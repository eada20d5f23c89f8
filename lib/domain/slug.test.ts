import { describe, expect, it } from "vitest";
import { isSlug } from "./slug";

describe("isSlug", () => {
  it("accepts the editor's slugs", () => {
    for (const s of ["chalet-allalin", "a", "haus-2", "x".repeat(80)]) expect(isSlug(s)).toBe(true);
  });
  it("refuses what names no property, NUL first", () => {
    for (const s of ["contact\u0000", "admin\u0000", "\u0000", "", "Chalet", "chalet--allalin", "-chalet", "chalet-", "chalet allalin", "chalet/../x", "x".repeat(81), "chälet", "a\u202eb"]) {
      expect(isSlug(s)).toBe(false);
    }
  });
});
