import { seedProperties } from "@/prisma/seed/content";
import type { FakePlace, FakePlaceEntry } from "./google-places";

/**
 * What the fake Places API serves to the e2e server (scripts/e2e-server.ts) and what the e2e
 * specs expect to see. Keyed by the seeded place ids, read from the seed rather than copied.
 */

export const E2E_PLACES_API_KEY = "e2e-places-server-key";
/** A browser key that no Google server will ever see: offline, the script load simply fails. */
export const E2E_MAPS_BROWSER_KEY = "e2e-maps-browser-key";

export function seededPlaceId(slug: string): string {
  const id = seedProperties.find((p) => p.slug === slug)?.googlePlaceId;
  if (!id) throw new Error(`seed changed: ${slug} has no googlePlaceId; update tests/fakes/google-places-e2e.ts`);
  return id;
}

type Lang = "de" | "en" | "fr";
const pick = (languageCode: string | null, texts: Record<Lang, string>) =>
  texts[(languageCode === "en" || languageCode === "fr" ? languageCode : "de") as Lang];

export interface E2eReview {
  author: string;
  rating: number;
  photo: string | null;
  text: Record<Lang, string>;
  relative: Record<Lang, string>;
}

/** Five reviews, as Google returns at most; the page shows the first three. */
export const allalinReviews: E2eReview[] = [
  {
    author: "Anna Muster",
    rating: 5,
    photo: "https://lh3.googleusercontent.com/a/anna=s128-c0x00000000-cc-rp-mo",
    text: { de: "Wunderschönes Chalet mit Blick auf den Gletscher.", en: "Beautiful chalet with a view of the glacier.", fr: "Magnifique chalet avec vue sur le glacier." },
    relative: { de: "vor 2 Monaten", en: "2 months ago", fr: "il y a 2 mois" },
  },
  {
    author: "James Carter",
    rating: 4,
    photo: "//lh3.googleusercontent.com/a/james=s128",
    text: { de: "Sehr sauber, die Sauna war ein Highlight.", en: "Very clean, the sauna was a highlight.", fr: "Très propre, le sauna était un point fort." },
    relative: { de: "vor 3 Monaten", en: "3 months ago", fr: "il y a 3 mois" },
  },
  {
    author: "Claire Dubois",
    rating: 4.5,
    photo: null,
    text: { de: "Ideale Lage nahe der Bergbahn.", en: "Ideal location close to the gondola.", fr: "Emplacement idéal près de la télécabine." },
    relative: { de: "vor 5 Monaten", en: "5 months ago", fr: "il y a 5 mois" },
  },
  {
    author: "Marco Rossi",
    rating: 5,
    photo: null,
    text: { de: "Gerne wieder.", en: "Happy to come back.", fr: "Volontiers à nouveau." },
    relative: { de: "vor 6 Monaten", en: "6 months ago", fr: "il y a 6 mois" },
  },
  {
    author: "Sofia Keller",
    rating: 3,
    photo: null,
    text: { de: "Gut, aber etwas hellhörig.", en: "Good, but a bit noisy.", fr: "Bien, mais un peu bruyant." },
    relative: { de: "vor einem Jahr", en: "a year ago", fr: "il y a un an" },
  },
];
export const ALLALIN_RATING = 4.7;
export const ALLALIN_RATING_COUNT = 38;

/**
 * Google's links for a place as Places API (New) returns them (`googleMapsUri`, `googleMapsLinks`;
 * https://developers.google.com/maps/documentation/places/web-service/maps-links): opaque URLs the
 * page must use as given, in the shapes Google's answers have.
 */
export function googleLinksOf(cid: string) {
  const feature = `0x478f3a0000000000:0x${cid}`;
  return {
    googleMapsUri: `https://maps.google.com/?cid=${BigInt(`0x${cid}`).toString()}`,
    googleMapsLinks: {
      placeUri: `https://maps.google.com/?cid=${BigInt(`0x${cid}`).toString()}`,
      directionsUri: `https://www.google.com/maps/dir//''/data=!4m7!4m6!1m1!4e2!1m2!1m1!1s${feature}!3e0`,
      writeAReviewUri: `https://www.google.com/maps/place//data=!4m3!3m2!1s${feature}!12e1`,
      reviewsUri: `https://www.google.com/maps/place//data=!4m4!3m3!1s${feature}!9m1!1b1`,
      photosUri: `https://www.google.com/maps/place//data=!4m3!3m2!1s${feature}!10e5`,
    },
  };
}

/** A review's own link on Google Maps, as in `Review.googleMapsUri`. */
export const reviewMapsUri = (cid: string, n: number) =>
  `https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sChdDSUhNMG9nS0VJQ0FnSUR${n}!2m1!1s0x478f3a0000000000:0x${cid}!3m1!1s2@1:CIHM0ogKEICAgID${n}`;

export const ALLALIN_CID = "a11a1100";
export const allalinLinks = googleLinksOf(ALLALIN_CID);

const allalin = (languageCode: string | null): FakePlace => ({
  displayName: { text: "Chalet Allalin", languageCode: "de" },
  ...allalinLinks,
  rating: ALLALIN_RATING,
  userRatingCount: ALLALIN_RATING_COUNT,
  reviews: allalinReviews.map((r, i) => ({
    name: `places/${seededPlaceId("chalet-allalin")}/reviews/r${i + 1}`,
    googleMapsUri: reviewMapsUri(ALLALIN_CID, i + 1),
    relativePublishTimeDescription: pick(languageCode, r.relative),
    rating: r.rating,
    text: { text: pick(languageCode, r.text), languageCode: languageCode ?? "de" },
    originalText: { text: r.text.de, languageCode: "de" },
    authorAttribution: {
      displayName: r.author,
      uri: `https://www.google.com/maps/contrib/10000${i + 1}/reviews`,
      ...(r.photo ? { photoUri: r.photo } : {}),
    },
    publishTime: `2026-0${i + 1}-15T10:00:00Z`,
  })),
});

/**
 * chalet-allalin: five reviews. chalet-alphubel: a place without any rating (section hidden).
 * haus-mischabel and chalet-portjengrat are left out: the fake answers 404, the page logs it and
 * hides the section.
 */
export const e2ePlaces: Record<string, FakePlaceEntry> = {
  [seededPlaceId("chalet-allalin")]: allalin,
  [seededPlaceId("chalet-alphubel")]: googleLinksOf("a1f0be1"),
};
