/**
 * The stay a guest is looking at, carried in the address bar (?checkIn=…&checkOut=…&adults=…), so
 * that the search, the property page's booking card, its mobile bar, /book and a language switch
 * all show the same dates and party. Pure: reads and writes URLSearchParams.
 */

import { isIsoDate } from "./dates";

export interface StayParty {
  adults: number;
  children6To16: number;
  children3To5: number;
  babies: number;
}

export interface StayQuery extends StayParty {
  checkIn: string;
  checkOut: string;
}

export const DEFAULT_PARTY: StayParty = { adults: 2, children6To16: 0, children3To5: 0, babies: 0 };
const PARTY_KEYS = ["adults", "children6To16", "children3To5", "babies"] as const;
const MAX_COUNT = 99;

function count(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  return Math.min(MAX_COUNT, Math.max(min, Number(value)));
}

/**
 * The stay in a query. Dates are kept when valid and in order; the party from its own keys,
 * else from the listing search's `guests` (all counted as adults), else the default two adults.
 */
export function readStayQuery(params: URLSearchParams): StayQuery {
  const checkIn = params.get("checkIn") ?? "";
  const checkOut = params.get("checkOut") ?? "";
  // Each valid date is kept on its own (a guest may type the departure first); a departure not
  // after the arrival is dropped.
  const validIn = isIsoDate(checkIn) ? checkIn : "";
  const validOut = isIsoDate(checkOut) && (!validIn || checkOut > validIn) ? checkOut : "";
  const dates = { checkIn: validIn, checkOut: validOut };
  const party: StayParty = { ...DEFAULT_PARTY };
  const adults = count(params.get("adults"), 1);
  if (adults !== null) {
    party.adults = adults;
    for (const key of PARTY_KEYS.slice(1)) party[key] = count(params.get(key), 0) ?? 0;
  } else {
    const guests = count(params.get("guests"), 1);
    if (guests !== null) party.adults = guests;
  }
  return { ...dates, ...party };
}

/**
 * The query with the stay written into it (other keys kept). The search's `guests` becomes the
 * party's own keys, so the two never disagree; empty dates leave no key behind.
 */
export function writeStayQuery(params: URLSearchParams, stay: StayQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["checkIn", "checkOut"] as const) {
    if (stay[key]) next.set(key, stay[key]);
    else next.delete(key);
  }
  next.delete("guests");
  next.set("adults", String(stay.adults));
  for (const key of PARTY_KEYS.slice(1)) {
    if (stay[key] > 0) next.set(key, String(stay[key]));
    else next.delete(key);
  }
  return next;
}

/** Whether the query names a complete stay (both dates, in order). */
export function hasStayDates(stay: StayQuery): boolean {
  return stay.checkIn !== "" && stay.checkOut !== "" && stay.checkOut > stay.checkIn;
}
