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
