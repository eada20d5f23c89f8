import { describe, expect, it } from "vitest";
import { formatFromPrice } from "./price";

describe("formatFromPrice", () => {
  // formatChf puts a no-break space (U+00A0) between the amount and "CHF".
  it("shows whole francs without decimals, in each language's order and grouping", () => {
    expect(formatFromPrice(18_000, "en")).toBe("CHF\u00a0180");
    expect(formatFromPrice(18_000, "de")).toBe("CHF\u00a0180");
    expect(formatFromPrice(18_000, "fr")).toBe("180\u00a0CHF");
    expect(formatFromPrice(125_000, "de")).toBe("CHF\u00a01'250");
    expect(formatFromPrice(125_000, "fr")).toBe("1\u202f250\u00a0CHF");
  });

  it("keeps the Rappen when there are any, and is null without a price", () => {
    expect(formatFromPrice(18_050, "en")).toBe("CHF\u00a0180.50");
    expect(formatFromPrice(null, "en")).toBeNull();
  });
});
