import { describe, expect, it } from "vitest";
import { hasUsableRating, REVIEWS_SHOWN, safeExternalUrl, selectReviews, starParts } from "./reviews";

describe("starParts", () => {
  it.each([
    [5, { full: 5, half: false, empty: 0 }],
    [4.7, { full: 4, half: true, empty: 0 }],
    [4.5, { full: 4, half: true, empty: 0 }],
    [4.49, { full: 4, half: false, empty: 1 }],
    [4, { full: 4, half: false, empty: 1 }],
    [3.2, { full: 3, half: false, empty: 2 }],
    [1, { full: 1, half: false, empty: 4 }],
    [0.5, { full: 0, half: true, empty: 4 }],
    [0.4, { full: 0, half: false, empty: 5 }],
    [0, { full: 0, half: false, empty: 5 }],
  ])("shows %d as %j", (rating, expected) => {
    expect(starParts(rating)).toEqual(expected);
  });

  it("always makes five stars", () => {
    for (let r = 0; r <= 5; r += 0.1) {
      const { full, half, empty } = starParts(r);
      expect(full + (half ? 1 : 0) + empty).toBe(5);
    }
  });

  it.each([
    [7, { full: 5, half: false, empty: 0 }],
    [5.5, { full: 5, half: false, empty: 0 }],
    [-1, { full: 0, half: false, empty: 5 }],
    [NaN, { full: 0, half: false, empty: 5 }],
    [Infinity, { full: 0, half: false, empty: 5 }],
  ])("clamps %d to %j", (rating, expected) => {
    expect(starParts(rating)).toEqual(expected);
  });
});

describe("hasUsableRating", () => {
  it.each([1, 4.7, 5])("accepts %d", (rating) => {
    expect(hasUsableRating(rating)).toBe(true);
  });

  it.each([0, -1, 5.1, NaN, Infinity, null, undefined])("rejects %j", (rating) => {
    expect(hasUsableRating(rating)).toBe(false);
  });
});

describe("selectReviews", () => {
  it("keeps the first three in order", () => {
    expect(REVIEWS_SHOWN).toBe(3);
    expect(selectReviews(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c"]);
  });

  it("keeps fewer when fewer exist", () => {
    expect(selectReviews(["a", "b"])).toEqual(["a", "b"]);
    expect(selectReviews([])).toEqual([]);
  });

  it("honours another limit, never a negative one", () => {
    expect(selectReviews(["a", "b", "c"], 1)).toEqual(["a"]);
    expect(selectReviews(["a", "b", "c"], -2)).toEqual([]);
  });
});

describe("safeExternalUrl", () => {
  it("keeps http and https URLs", () => {
    expect(safeExternalUrl("https://www.google.com/maps/contrib/123/reviews")).toBe("https://www.google.com/maps/contrib/123/reviews");
    expect(safeExternalUrl("http://example.com/a")).toBe("http://example.com/a");
  });

  it("reads protocol-relative photo links as https", () => {
    expect(safeExternalUrl("//lh3.googleusercontent.com/a/photo=s128")).toBe("https://lh3.googleusercontent.com/a/photo=s128");
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.com", "/relative/path", "not a url", "", null, undefined])(
    "rejects %j",
    (value) => {
      expect(safeExternalUrl(value)).toBeNull();
    },
  );
});
