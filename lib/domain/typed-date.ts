import { isIsoDate, type IsoDate } from "./dates";
import type { Locale } from "./localized";

/**
 * A date typed into a text field, in the way people in Switzerland write it, and shown back the
 * same way in every browser (a native date input shows the browser's own format, "02/13/2027"
 * on an English browser reading the German site). German and French write 13.02.2027, English
 * 13/02/2027.
 */

const SEPARATOR: Record<Locale, string> = { de: ".", en: "/", fr: "." };

/** "2027-02-13" → "13.02.2027" (de, fr) or "13/02/2027" (en); "" for no date. */
export function formatTypedDate(date: IsoDate | "", locale: Locale): string {
  if (!isIsoDate(date)) return "";
  const [year, month, day] = date.split("-");
  return [day, month, year].join(SEPARATOR[locale]);
}

const DAY_FIRST = /^(\d{1,2})\s*[./\-]\s*(\d{1,2})\s*[./\-]\s*(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The day a guest typed, day first with dots, slashes or dashes ("13.2.2027", "13/02/27",
 * "13-02-2027") or as ISO ("2027-02-13"), as an ISO date; null when it is not a real day. A
 * two-digit year is this century's. Day first in every language: the site is Swiss, and
 * month-first dates are ambiguous.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const dayFirst = iso ? null : DAY_FIRST.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const year = y < 100 ? 2000 + y : y;
  const candidate = `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return isIsoDate(candidate) ? candidate : null;
}

// Written in full: nothing more can follow without making it no day at all (a four-digit year
// last, or ISO with two-digit month and day). "06/03/20" is a day too (2020's), but a guest
// typing 2027 is not done yet.
const COMPLETE = /^\d{1,2}\s*[./\-]\s*\d{1,2}\s*[./\-]\s*\d{4}$|^\d{4}-\d{2}-\d{2}$/;

/**
 * What a guest has typed so far: the day it names (null if none) and whether it is written in
 * full. A field takes a day while it is typed only once complete; a shorter one ("1.3.27") when
 * the field is left.
 */
export function readTypedDate(text: string): { date: IsoDate | null; complete: boolean } {
  const trimmed = text.trim();
  return { date: parseTypedDate(trimmed), complete: COMPLETE.test(trimmed) };
}
