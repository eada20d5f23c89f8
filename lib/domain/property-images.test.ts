import { describe, expect, it } from "vitest";
import { imageUploadProblem, MAX_IMAGE_BYTES, moveItem, removedImages, removeItem } from "./property-images";

describe("imageUploadProblem", () => {
  it("accepts JPEG, PNG and WebP up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) expect(imageUploadProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it("names what is wrong", () => {
    expect(imageUploadProblem({ type: "image/jpeg", size: 0 })).toBe("imageRequired");
    expect(imageUploadProblem({ type: "image/gif", size: 10 })).toBe("imageType");
    expect(imageUploadProblem({ type: "application/pdf", size: 10 })).toBe("imageType");
    expect(imageUploadProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("imageTooLarge");
  });
});

describe("image ordering", () => {
  const list = ["a", "b", "c", "d"];
  it("moves an item up, down, to the front (new cover) and leaves bad moves alone", () => {
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
  it("removes an item and finds the files that are no longer used", () => {
    expect(removeItem(list, 1)).toEqual(["a", "c", "d"]);
    expect(removedImages(list, ["d", "a"])).toEqual(["b", "c"]);
  });
});
