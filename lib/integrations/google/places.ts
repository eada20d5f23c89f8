import "server-only";
import { z } from "zod";

/**
 * Client for the review fields of Google Places API (New):
 * `GET {baseUrl}/places/{placeId}?languageCode=…` with the server key in `X-Goog-Api-Key` and
 * the mandatory `X-Goog-FieldMask`. Server side only: the key must never reach a browser.
 */

/**
 * The review fields, and Google's own links to the place and its reviews on Google Maps (each
 * review carries its own `googleMapsUri`): links are taken from the answer, never built from the
 * place id (docs/integrations/google.md).
 */
export const REVIEWS_FIELD_MASK = "rating,userRatingCount,reviews,googleMapsUri,googleMapsLinks.placeUri,googleMapsLinks.reviewsUri,googleMapsLinks.writeAReviewUri";
export const DEFAULT_PLACES_TIMEOUT_MS = 5_000;

export interface PlaceReview {
  rating: number | null;
  text: string | null;
  authorName: string | null;
  authorUri: string | null;
  authorPhotoUri: string | null;
  /** Google's own wording in the requested language, e.g. "vor 2 Monaten". */
  relativeTime: string | null;
  publishTime: string | null;
  /** The review on Google Maps. */
  googleMapsUri: string | null;
}

export interface PlaceReviews {
  rating: number | null;
  userRatingCount: number | null;
  /** The place on Google Maps (`googleMapsLinks.placeUri`, else the place's `googleMapsUri`). */
  googleMapsUri: string | null;
  /** The place's reviews on Google Maps (`googleMapsLinks.reviewsUri`). */
  reviewsUri: string | null;
  /** Google's page to write a review of the place (`googleMapsLinks.writeAReviewUri`), for the thank-you mail. */
  writeAReviewUri: string | null;
  reviews: PlaceReview[];
}

export type PlacesErrorKind =
  | "unauthorized" // missing, invalid or restricted key (401/403, or 400 API_KEY_INVALID)
  | "invalid_request" // other 400s: field mask, place id or language rejected
  | "not_found"
  | "rate_limited"
  | "server_error"
  | "unexpected_status"
  | "timeout"
  | "network"
  | "malformed_response";

/** Every expected failure of the client, with the HTTP status and Google's status when known. */
export class PlacesApiError extends Error {
  override name = "PlacesApiError";
  constructor(
    readonly kind: PlacesErrorKind,
    message: string,
    readonly httpStatus?: number,
    readonly googleStatus?: string,
  ) {
    super(message);
  }
}

// Tolerant reading: a field of the wrong type becomes missing instead of failing the answer,
// unknown fields are ignored, and a review that is not an object is dropped.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const localizedTextSchema = z.object({ text: lenient(z.string()) });

const reviewSchema = z.object({
  rating: lenient(z.number()),
  text: lenient(localizedTextSchema),
  originalText: lenient(localizedTextSchema),
  relativePublishTimeDescription: lenient(z.string()),
  publishTime: lenient(z.string()),
  googleMapsUri: lenient(z.string()),
  authorAttribution: lenient(
    z.object({ displayName: lenient(z.string()), uri: lenient(z.string()), photoUri: lenient(z.string()) }),
  ),
});

const placeSchema = z.object({
  rating: lenient(z.number()),
  userRatingCount: lenient(z.number().int().nonnegative()),
  reviews: lenient(z.array(z.unknown())),
  googleMapsUri: lenient(z.string()),
  googleMapsLinks: lenient(z.object({ placeUri: lenient(z.string()), reviewsUri: lenient(z.string()), writeAReviewUri: lenient(z.string()) })),
});

const googleErrorSchema = z.object({
  error: z.object({
    code: lenient(z.number()),
    message: lenient(z.string()),
    status: lenient(z.string()),
    details: lenient(z.array(z.object({ reason: lenient(z.string()) }).catch({ reason: undefined }))),
  }),
});

const blankToNull = (s: string | undefined): string | null => (s && s.trim() !== "" ? s : null);

function toReview(raw: unknown): PlaceReview | null {
  const parsed = reviewSchema.safeParse(raw);
  if (!parsed.success) return null;
  const r = parsed.data;
  return {
    rating: r.rating ?? null,
    text: blankToNull(r.text?.text) ?? blankToNull(r.originalText?.text),
    authorName: blankToNull(r.authorAttribution?.displayName),
    authorUri: blankToNull(r.authorAttribution?.uri),
    authorPhotoUri: blankToNull(r.authorAttribution?.photoUri),
    relativeTime: blankToNull(r.relativePublishTimeDescription),
    publishTime: blankToNull(r.publishTime),
    googleMapsUri: blankToNull(r.googleMapsUri),
  };
}

/** Reads a place answer; throws `malformed_response` only when it is not an object at all. */
export function parsePlaceReviews(body: unknown): PlaceReviews {
  const parsed = placeSchema.safeParse(body);
  if (!parsed.success) throw new PlacesApiError("malformed_response", "Places answer is not an object");
  const reviews = (parsed.data.reviews ?? []).map(toReview).filter((r): r is PlaceReview => r !== null);
  const { rating, userRatingCount, googleMapsUri, googleMapsLinks } = parsed.data;
  return {
    rating: rating ?? null,
    userRatingCount: userRatingCount ?? null,
    googleMapsUri: blankToNull(googleMapsLinks?.placeUri) ?? blankToNull(googleMapsUri),
    reviewsUri: blankToNull(googleMapsLinks?.reviewsUri),
    writeAReviewUri: blankToNull(googleMapsLinks?.writeAReviewUri),
    reviews,
  };
}

function errorFor(status: number, body: unknown): PlacesApiError {
  const google = googleErrorSchema.safeParse(body);
  const info = google.success ? google.data.error : undefined;
  const message = `Places API answered ${status}${info?.message ? `: ${info.message}` : ""}`;
  const keyInvalid = info?.details?.some((d) => d.reason === "API_KEY_INVALID") ?? false;
  const kind: PlacesErrorKind =
    status === 401 || status === 403 || (status === 400 && keyInvalid)
      ? "unauthorized"
      : status === 400
        ? "invalid_request"
        : status === 404
          ? "not_found"
          : status === 429
            ? "rate_limited"
            : status >= 500
              ? "server_error"
              : "unexpected_status";
  return new PlacesApiError(kind, message, status, info?.status);
}

export interface PlacesClientOptions {
  apiKey: string;
  /** e.g. https://places.googleapis.com/v1 (a local fake in tests). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface PlacesClient {
  getPlaceReviews(placeId: string, languageCode: string): Promise<PlaceReviews>;
}

export function createPlacesClient(options: PlacesClientOptions): PlacesClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PLACES_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, "");

  return {
    async getPlaceReviews(placeId, languageCode) {
      const url = `${base}/places/${encodeURIComponent(placeId)}?${new URLSearchParams({ languageCode })}`;
      // One deadline for the whole exchange: a server that sends headers and then stalls the
      // body must not hold a page render either.
      const signal = AbortSignal.timeout(timeoutMs);
      let status: number;
      let text: string;
      try {
        const response = await doFetch(url, {
          headers: { "X-Goog-Api-Key": options.apiKey, "X-Goog-FieldMask": REVIEWS_FIELD_MASK, Accept: "application/json" },
          signal,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (signal.aborted) throw new PlacesApiError("timeout", `Places API gave no answer within ${timeoutMs} ms`);
        throw new PlacesApiError("network", `Places API unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        if (status >= 200 && status < 300) throw new PlacesApiError("malformed_response", "Places answer is not JSON", status);
        throw errorFor(status, undefined);
      }
      if (status < 200 || status >= 300) throw errorFor(status, body);
      return parsePlaceReviews(body);
    },
  };
}
