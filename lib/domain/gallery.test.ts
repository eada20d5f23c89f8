import { describe, expect, it } from "vitest";
import { keyTarget, swipeStep, thumbnailWindow, wrapIndex } from "./gallery";

describe("wrapIndex", () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [-1, 5, 4],
    [-6, 5, 4],
    [12, 5, 2],
    [3, 0, 0],
    [0, 1, 0],
    [-1, 1, 0],
  ])("%i of %i images is %i", (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe("thumbnailWindow", () => {
  it("shows everything when it fits", () => {
    expect(thumbnailWindow(4, 3, 6)).toEqual({ start: 0, end: 4 });
    expect(thumbnailWindow(6, 5, 6)).toEqual({ start: 0, end: 6 });
    expect(thumbnailWindow(0, 0, 6)).toEqual({ start: 0, end: 0 });
  });
  it("starts at the beginning while the selected image fits", () => {
    for (let selected = 0; selected <= 4; selected++) expect(thumbnailWindow(10, selected, 6)).toEqual({ start: 0, end: 6 });
  });
  it("slides so the selected image stays visible with one after it", () => {
    expect(thumbnailWindow(10, 5, 6)).toEqual({ start: 1, end: 7 });
    expect(thumbnailWindow(10, 7, 6)).toEqual({ start: 3, end: 9 });
  });
  it("stops at the end", () => {
    expect(thumbnailWindow(10, 9, 6)).toEqual({ start: 4, end: 10 });
    expect(thumbnailWindow(10, 8, 6)).toEqual({ start: 4, end: 10 });
  });
  it("always contains the selected image", () => {
    for (let count = 1; count <= 12; count++) {
      for (let selected = 0; selected < count; selected++) {
        const { start, end } = thumbnailWindow(count, selected, 6);
        expect(selected).toBeGreaterThanOrEqual(start);
        expect(selected).toBeLessThan(end);
        expect(end - start).toBe(Math.min(6, count));
      }
    }
  });
});

describe("keyTarget", () => {
  it("moves with the arrow keys, wrapping around", () => {
    expect(keyTarget("ArrowRight", 2, 5)).toBe(3);
    expect(keyTarget("ArrowRight", 4, 5)).toBe(0);
    expect(keyTarget("ArrowLeft", 0, 5)).toBe(4);
    expect(keyTarget("ArrowDown", 1, 5)).toBe(2);
    expect(keyTarget("ArrowUp", 1, 5)).toBe(0);
  });
  it("jumps with Home and End", () => {
    expect(keyTarget("Home", 3, 5)).toBe(0);
    expect(keyTarget("End", 0, 5)).toBe(4);
  });
  it("ignores other keys", () => {
    expect(keyTarget("Enter", 1, 5)).toBeNull();
    expect(keyTarget("a", 1, 5)).toBeNull();
  });
});

describe("swipeStep", () => {
  it.each([
    [-120, 10, 1],
    [-40, 0, 1],
    [120, -10, -1],
    [40, 39, -1],
    [-39, 0, 0],
    [39, 0, 0],
    [0, 0, 0],
    [-60, 80, 0],
    [60, -60, 0],
    [-60, -60, 0],
  ])("a move of %i, %i px turns %i", (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });

  it("takes its threshold", () => {
    expect(swipeStep(-50, 0, 80)).toBe(0);
    expect(swipeStep(-80, 0, 80)).toBe(1);
  });
});
