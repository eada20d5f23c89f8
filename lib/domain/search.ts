import { normalizePlaceName } from "./map";
import { quoteStay, type QuotePropertyFacts } from "./quote";
import type { IsoDate } from "./dates";
import { isStayAvailable, type RateNight } from "./availability";
import type { MinStayNight } from "./min-stay";

/** The villages of the search bar; "all" searches everywhere. */
export const VILLAGES = ["saas-fee", "saas-grund", "saas-almagell"] as const;
export type Village = (typeof VILLAGES)[number];

/** The village a property's location names ("Saas Fee", "3906 Saas-Fee"), or null. */
export function villageOf(location: string): Village | null {
  const place = normalizePlaceName(location);
  const found = VILLAGES.filter((v) => place.includes(normalizePlaceName(v)));
  return found.length === 1 ? (found[0] ?? null) : null;
}

export interface SearchCandidate extends QuotePropertyFacts {
  id: string;
  slug: string;
  location: string;
}

export interface SearchRequest {
  village: Village | "all";
  guests: number;
  stay: { checkIn: IsoDate; checkOut: IsoDate } | null;
}

export interface SearchHit {
  slug: string;
  /** With dates: the stay's total in CHF (the shared pricing module), null if it cannot be priced. */
  total: number | null;
  nights: number | null;
}

/** A property that is free for the searched nights but needs a longer stay from that arrival date. */
export interface LongerStay {
  slug: string;
  minNights: number;
}

type SearchRates = ReadonlyMap<string, readonly (Pick<RateNight, "date" | "available" | "price"> & MinStayNight)[]>;

/**
 * The properties that match: in the village, for that many guests, and with dates available for
 * every night of the stay (the shared availability rule, via quoteStay). A stay that cannot be
 * priced (no rate and no nightly price) but is free is still a match, shown without a total.
 *
 * A stay shorter than its arrival night's minimum (./min-stay) is NOT a match: the search answers
 * "which chalets can I book for these dates", and such a stay cannot be booked (the quote,
 * instant booking and checkout all refuse it), so listing it would only lead to a refusal. When
 * its nights are free it is reported in `longerStays` with its minimum instead, so the page can
 * say that a longer stay would find more.
 */
export function searchStay(
  candidates: readonly SearchCandidate[],
  ratesByProperty: SearchRates,
  request: SearchRequest,
  today: IsoDate,
): { hits: SearchHit[]; longerStays: LongerStay[] } {
  const hits: SearchHit[] = [];
  const longerStays: LongerStay[] = [];
  for (const c of candidates) {
    if (request.village !== "all" && villageOf(c.location) !== request.village) continue;
    if (request.guests > c.maxGuests) continue;
    if (!request.stay) {
      hits.push({ slug: c.slug, total: null, nights: null });
      continue;
    }
    const rates = ratesByProperty.get(c.id) ?? [];
    const outcome = quoteStay(
      c,
      rates,
      { ...request.stay, guests: { adults: request.guests, children6To16: 0, children3To5: 0, babies: 0 } },
      today,
    );
    if (outcome.ok) {
      if (outcome.quote.available) hits.push({ slug: c.slug, total: outcome.quote.total, nights: outcome.quote.nights });
    } else if (outcome.reason === "cannotPrice" && isStayAvailable(rates, request.stay.checkIn, request.stay.checkOut)) {
      // Listed without a total only when it can be booked: an unpriced stay can still be taken.
      hits.push({ slug: c.slug, total: null, nights: null });
    } else if (outcome.reason === "minStay" && isStayAvailable(rates, request.stay.checkIn, request.stay.checkOut)) {
      longerStays.push({ slug: c.slug, minNights: outcome.minNights });
    }
  }
  return { hits, longerStays };
}

/** The matches of searchStay(), without the properties that need a longer stay. */
export function searchProperties(
  candidates: readonly SearchCandidate[],
  ratesByProperty: SearchRates,
  request: SearchRequest,
  today: IsoDate,
): SearchHit[] {
  return searchStay(candidates, ratesByProperty, request, today).hits;
}
