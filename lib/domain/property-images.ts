/**
 * Pure rules for a property's photos: what may be uploaded, and how the ordered list changes
 * (the first image is the cover on the listing and in link previews).
 */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** 10 MB: larger files are camera originals that should be exported smaller first. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Photos are re-encoded no wider than this: enough for the full-screen gallery. */
export const MAX_IMAGE_WIDTH = 2400;

export type ImageUploadProblem = "imageRequired" | "imageType" | "imageTooLarge";

/** Why a file cannot be uploaded, or null when its declared type and size are acceptable. */
export function imageUploadProblem(file: { type: string; size: number }): ImageUploadProblem | null {
  if (file.size === 0) return "imageRequired";
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > MAX_IMAGE_BYTES) return "imageTooLarge";
  return null;
}

/** The list with the item at `from` moved to `to`; out-of-range moves return the list unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

/** The list without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** The images that were in `before` and are no longer in `after`: their files can be removed. */
export function removedImages(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return before.filter((url) => !kept.has(url));
}
