import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPlacesClient, PlacesApiError, REVIEWS_FIELD_MASK } from "@/lib/integrations/google/places";
import { type FakePlacesServer, startFakePlaces } from "@/tests/fakes/google-places";

// The real Places client against the local fake over real HTTP: Google's wire format in, typed
// results and typed errors out.

const KEY = "test-places-key";
const PLACE = "ChIJtestPlace0001";
let fake: FakePlacesServer;

const review = (n: number) => ({
  name: `places/${PLACE}/reviews/r${n}`,
  googleMapsUri: `https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sr${n}!2m1!1s0x0:0x${n}!3m1!1s2@1:r${n}`,
  relativePublishTimeDescription: `${n} months ago`,
  rating: n,
  text: { text: `Review number ${n}`, languageCode: "en" },
  originalText: { text: `Original ${n}`, languageCode: "de" },
  authorAttribution: { displayName: `Author ${n}`, uri: `https://www.google.com/maps/contrib/${n}`, photoUri: `//lh3.googleusercontent.com/a/${n}` },
  publishTime: "2026-01-15T10:00:00Z",
});

beforeAll(async () => {
  fake = await startFakePlaces({
    apiKey: KEY,
    places: {
      [PLACE]: (languageCode) => ({
        displayName: { text: "Chalet Test" },
        googleMapsUri: "https://maps.google.com/?cid=4242",
        googleMapsLinks: {
          placeUri: "https://maps.google.com/?cid=4242",
          reviewsUri: "https://www.google.com/maps/place//data=!4m4!3m3!1s0x0:0x1092!9m1!1b1",
          writeAReviewUri: "https://www.google.com/maps/place//data=!4m3!3m2!1s0x0:0x1092!12e1",
          directionsUri: "https://www.google.com/maps/dir//''/data=!4m7!4m6!1m1!4e2!1m2!1m1!1s0x0:0x1092",
          photosUri: "https://www.google.com/maps/place//data=!4m3!3m2!1s0x0:0x1092!10e5",
        },
        rating: 4.6,
        userRatingCount: 27,
        reviews: [review(5), review(4)].map((r) => ({ ...r, relativePublishTimeDescription: `${r.relativePublishTimeDescription} (${languageCode})` })),
      }),
    },
  });
});

afterEach(() => {
  fake.setMode({ kind: "normal" });
});

afterAll(async () => {
  await fake?.close();
});

const client = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createPlacesClient({ apiKey: overrides.apiKey ?? KEY, baseUrl: fake.baseUrl, timeoutMs: overrides.timeoutMs ?? 2_000 });

async function failure(promise: Promise<unknown>): Promise<PlacesApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlacesApiError);
  return error as PlacesApiError;
}

describe("the Places client against the fake", () => {
  it("reads rating, count and reviews, sending key, field mask and language", async () => {
    const result = await client().getPlaceReviews(PLACE, "de");
    expect(result.rating).toBe(4.6);
    expect(result.userRatingCount).toBe(27);
    // Google's own links to the place and its reviews, never one built from the place id.
    expect(result.googleMapsUri).toBe("https://maps.google.com/?cid=4242");
    expect(result.reviewsUri).toBe("https://www.google.com/maps/place//data=!4m4!3m3!1s0x0:0x1092!9m1!1b1");
    expect(result.writeAReviewUri).toBe("https://www.google.com/maps/place//data=!4m3!3m2!1s0x0:0x1092!12e1");
    expect(result.reviews).toHaveLength(2);
    expect(result.reviews[0]).toEqual({
      rating: 5,
      text: "Review number 5",
      authorName: "Author 5",
      authorUri: "https://www.google.com/maps/contrib/5",
      authorPhotoUri: "//lh3.googleusercontent.com/a/5",
      relativeTime: "5 months ago (de)",
      publishTime: "2026-01-15T10:00:00Z",
      googleMapsUri: "https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sr5!2m1!1s0x0:0x5!3m1!1s2@1:r5",
    });
    expect(fake.requests.at(-1)).toEqual({ placeId: PLACE, languageCode: "de", apiKey: KEY, fieldMask: REVIEWS_FIELD_MASK });
  });

  it("asks Google for the place's and the reviews' Google Maps links in its field mask", () => {
    expect(REVIEWS_FIELD_MASK.split(",")).toEqual(["rating", "userRatingCount", "reviews", "googleMapsUri", "googleMapsLinks.placeUri", "googleMapsLinks.reviewsUri", "googleMapsLinks.writeAReviewUri"]);
  });

  it("gets only the masked fields, sub-fields included, from the fake, like from Google", async () => {
    const response = await fetch(`${fake.baseUrl}/places/${PLACE}?languageCode=en`, {
      headers: { "X-Goog-Api-Key": KEY, "X-Goog-FieldMask": "googleMapsLinks.reviewsUri" },
    });
    expect(await response.json()).toEqual({ googleMapsLinks: { reviewsUri: "https://www.google.com/maps/place//data=!4m4!3m3!1s0x0:0x1092!9m1!1b1" } });
  });

  it("gets only the masked fields from the fake, like from Google", async () => {
    const response = await fetch(`${fake.baseUrl}/places/${PLACE}?languageCode=en`, {
      headers: { "X-Goog-Api-Key": KEY, "X-Goog-FieldMask": "rating" },
    });
    expect(await response.json()).toEqual({ rating: 4.6 });
  });

  it("answers an unknown place with not_found", async () => {
    const error = await failure(client().getPlaceReviews("ChIJunknown", "en"));
    expect(error.kind).toBe("not_found");
    expect(error.httpStatus).toBe(404);
    expect(error.googleStatus).toBe("NOT_FOUND");
  });

  it("answers a wrong key with unauthorized (Google's 400 API_KEY_INVALID)", async () => {
    const error = await failure(client({ apiKey: "wrong" }).getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("unauthorized");
    expect(error.httpStatus).toBe(400);
    expect(error.message).toContain("API key not valid");
  });

  it("answers a missing key with unauthorized (Google's 403)", async () => {
    const error = await failure(client({ apiKey: "" }).getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("unauthorized");
    expect(error.httpStatus).toBe(403);
    expect(error.googleStatus).toBe("PERMISSION_DENIED");
  });

  it("is refused by the fake without a field mask, as Google refuses it", async () => {
    const response = await fetch(`${fake.baseUrl}/places/${PLACE}`, { headers: { "X-Goog-Api-Key": KEY } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { status: string; message: string } };
    expect(body.error.status).toBe("INVALID_ARGUMENT");
    expect(body.error.message).toContain("FieldMask");
  });

  it("turns a missing-mask answer into invalid_request", async () => {
    // A fetch that drops the mask header, as a broken proxy would: the client must still type the 400.
    const stripMask: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete("X-Goog-FieldMask");
      return fetch(input, { ...init, headers });
    };
    const stripping = createPlacesClient({ apiKey: KEY, baseUrl: fake.baseUrl, fetch: stripMask });
    const error = await failure(stripping.getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("invalid_request");
    expect(error.httpStatus).toBe(400);
  });

  it("turns a 500 into server_error", async () => {
    fake.setMode({ kind: "fail", status: 500 });
    const error = await failure(client().getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("server_error");
    expect(error.httpStatus).toBe(500);
  });

  it("turns a 429 into rate_limited", async () => {
    fake.setMode({ kind: "fail", status: 429 });
    expect((await failure(client().getPlaceReviews(PLACE, "en"))).kind).toBe("rate_limited");
  });

  it("gives up on a server that never answers with timeout", async () => {
    fake.setMode({ kind: "hang" });
    const error = await failure(client({ timeoutMs: 300 }).getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("timeout");
  });

  it("reports a server that is not there as network", async () => {
    const gone = await startFakePlaces({ apiKey: KEY });
    const baseUrl = gone.baseUrl;
    await gone.close();
    const error = await failure(createPlacesClient({ apiKey: KEY, baseUrl }).getPlaceReviews(PLACE, "en"));
    expect(error.kind).toBe("network");
  });

  it("rejects an answer that is not JSON with malformed_response", async () => {
    fake.setPlace("ChIJbroken", { rawBody: "<html>oops</html>" });
    const error = await failure(client().getPlaceReviews("ChIJbroken", "en"));
    expect(error.kind).toBe("malformed_response");
  });

  it("rejects JSON that is not an object with malformed_response", async () => {
    fake.setPlace("ChIJarray", { rawBody: "[1,2,3]" });
    expect((await failure(client().getPlaceReviews("ChIJarray", "en"))).kind).toBe("malformed_response");
  });

  it("tolerates odd fields: wrong types become missing, broken reviews are dropped", async () => {
    fake.setPlace("ChIJodd", {
      rating: "4.5",
      userRatingCount: 12,
      reviews: [
        "not a review",
        { rating: "five", text: { text: "" }, originalText: { text: "Nur das Original" }, authorAttribution: "nobody" },
        { rating: 4, text: { text: "Fine" }, unknownField: true },
      ],
    });
    const result = await client().getPlaceReviews("ChIJodd", "en");
    expect(result.rating).toBeNull();
    expect(result.userRatingCount).toBe(12);
    expect(result.reviews).toEqual([
      { rating: null, text: "Nur das Original", authorName: null, authorUri: null, authorPhotoUri: null, relativeTime: null, publishTime: null, googleMapsUri: null },
      { rating: 4, text: "Fine", authorName: null, authorUri: null, authorPhotoUri: null, relativeTime: null, publishTime: null, googleMapsUri: null },
    ]);
  });

  it("reads a place without rating or reviews as empty", async () => {
    fake.setPlace("ChIJempty", {});
    expect(await client().getPlaceReviews("ChIJempty", "fr")).toEqual({ rating: null, userRatingCount: null, googleMapsUri: null, reviewsUri: null, writeAReviewUri: null, reviews: [] });
  });
});
