import { describe, expect, it } from "vitest";
import type { LocalizedText } from "@/lib/domain/localized";
import { localizedTextSchema } from "./localized-text";

describe("localizedTextSchema", () => {
  it("accepts German alone or with translations", () => {
    expect(localizedTextSchema.parse({ de: "Haus" })).toEqual({ de: "Haus" });
    const parsed: LocalizedText = localizedTextSchema.parse({ de: "Haus", en: "House", fr: "Maison" });
    expect(parsed).toEqual({ de: "Haus", en: "House", fr: "Maison" });
  });

  it("trims and drops unknown keys", () => {
    expect(localizedTextSchema.parse({ de: " Haus ", en: " House", it: "Casa" })).toEqual({ de: "Haus", en: "House" });
  });

  it.each([{ de: "" }, { de: "   " }, { en: "House" }, { de: "Haus", en: 5 }, { de: 1 }, "Haus", null])(
    "rejects %j",
    (value) => {
      expect(localizedTextSchema.safeParse(value).success).toBe(false);
    },
  );
});
