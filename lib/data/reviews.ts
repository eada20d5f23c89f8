import "server-only";
import { unstable_cache } from "next/cache";
import type { Locale } from "@/lib/domain/localized";
import { hasUsableRating } from "@/lib/domain/reviews";
import { env } from "@/lib/env";
import { createPlacesClient, PlacesApiError, type PlaceReviews } from "@/lib/integrations/google/places";
import { cacheTags } from "./cache-tags";

/** Reviews change slowly and every call is billed: read them at most every six hours per place. */
export const REVIEWS_REVALIDATE_SECONDS = 6 * 3600;

async function fetchPlaceReviews(placeId: string, locale: Locale): Promise<PlaceReviews> {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACES_BASE_URL: baseUrl } = env();
  if (!apiKey) throw new PlacesApiError("unauthorized", "GOOGLE_PLACES_API_KEY is not set");
  return createPlacesClient({ apiKey, baseUrl }).getPlaceReviews(placeId, locale);
}

/**
 * Google reviews of a place in the visitor's language, read while the static page renders (at
 * build time and on revalidation), never per request. Null when there is nothing to show: no
 * place id, no server key, no rating, or a failed request (logged). A failure throws inside the
 * cache, so it is not cached and the next render asks Google again.
 */
export async function getPlaceReviews(placeId: string | null, locale: Locale): Promise<PlaceReviews | null> {
  if (!placeId || !env().GOOGLE_PLACES_API_KEY) return null;
  try {
    const reviews = await unstable_cache(fetchPlaceReviews, ["google-place-reviews"], {
      tags: [cacheTags.reviews(placeId)],
      revalidate: REVIEWS_REVALIDATE_SECONDS,
    })(placeId, locale);
    return hasUsableRating(reviews.rating) ? reviews : null;
  } catch (error) {
    const where = `[reviews] Google reviews of place ${placeId} (${locale}) not loaded`;
    // An expected failure is fully described by its kind and message; anything else gets its stack.
    if (error instanceof PlacesApiError) console.error(`${where}: ${error.kind}: ${error.message}`);
    else console.error(`${where}: unexpected`, error);
    return null;
  }
}

/**
 * Google's write-a-review link of a place, for the thank-you mail. Read by the mail job, outside
 * any page render (so not through the page cache); null when unknown or Google fails (logged):
 * the mail then goes without the line.
 */
export async function getWriteAReviewUri(placeId: string, locale: Locale): Promise<string | null> {
  if (!env().GOOGLE_PLACES_API_KEY) return null;
  try {
    return (await fetchPlaceReviews(placeId, locale)).writeAReviewUri;
  } catch (error) {
    console.error(`[reviews] write-a-review link of place ${placeId} not loaded: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
