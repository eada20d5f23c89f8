/**
 * Rules for showing Google reviews: the star row, which reviews appear, when the section shows at
 * all, and which links from the answer may become hrefs. No I/O.
 */

export const MAX_STARS = 5;
/** How many reviews the property page shows (Google returns at most five). */
export const REVIEWS_SHOWN = 3;

export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * A rating as a row of five stars: the whole stars, a half star when the fraction is at least .5,
 * and empty stars for the rest. Out-of-range or non-finite ratings are clamped to 0..5.
 */
export function starParts(rating: number): StarParts {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  const full = Math.floor(clamped);
  const half = full < MAX_STARS && clamped - full >= 0.5;
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0) };
}

/** The section shows only with an overall rating: "nothing shown if no rating". */
export function hasUsableRating(rating: number | null | undefined): rating is number {
  return typeof rating === "number" && Number.isFinite(rating) && rating > 0 && rating <= MAX_STARS;
}

/** The first reviews in Google's order (Google's "most relevant" first). */
export function selectReviews<T>(reviews: readonly T[], limit = REVIEWS_SHOWN): T[] {
  return reviews.slice(0, Math.max(0, limit));
}

/**
 * An http(s) URL from a third-party answer, or null, so that a link or image never gets a
 * `javascript:` or `data:` address. Protocol-relative URLs ("//lh3…", seen in Google photo
 * links) are read as https.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const candidate = value.trim().startsWith("//") ? `https:${value.trim()}` : value.trim();
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
