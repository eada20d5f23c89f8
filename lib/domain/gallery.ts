/** Index arithmetic of the property gallery: arrows wrap around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Which images the thumbnail strip shows (indices start..end, end exclusive): at most `size`,
 * always including the selected one, from the start while it fits and then keeping the selected
 * image second to last so the next one is visible too.
 */
export function thumbnailWindow(count: number, selected: number, size: number): { start: number; end: number } {
  if (count <= size) return { start: 0, end: Math.max(0, count) };
  const current = wrapIndex(selected, count);
  const start = Math.min(Math.max(0, current - (size - 2)), count - size);
  return { start, end: start + size };
}

/** The image a key press moves to in the viewer, or null for keys it does not handle. */
export function keyTarget(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return wrapIndex(index + 1, count);
  if (key === "ArrowLeft" || key === "ArrowUp") return wrapIndex(index - 1, count);
  if (key === "Home") return 0;
  if (key === "End") return Math.max(0, count - 1);
  return null;
}

/** How far (px) a finger must move sideways before a move counts as a swipe, not a tap. */
export const SWIPE_MIN_PX = 40;

/**
 * The photo a finger's move (dx, dy in px, from press to release) turns to: +1 (the next) for a
 * swipe to the left, -1 for one to the right, 0 for a tap or a move more up or down than sideways
 * (the guest is scrolling the page).
 */
export function swipeStep(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
