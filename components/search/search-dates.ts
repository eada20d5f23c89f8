import { bookableWindow, type DateSelection } from "@/lib/domain/availability";
import { fromIsoDate, isIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";

// Pure helpers of the search's date field (search-dates-field.tsx); no React, so that the unit
// tests and the e2e spec can import them.

const TAGS = { de: "de-CH", en: "en-GB", fr: "fr-CH" } as const;
const NBSP = "\u00a0";

/**
 * One day of the range: "Sa 13.02." / "Sat 13 Feb" / "sam. 13 févr.", with the year when asked.
 * The weekday and month names come from Intl; the order and the numbers are ours, so the label
 * looks the same in every browser. Swiss German writes the short weekday without its dot
 * ("Sa 13.02.", as on rail tickets). Spaces inside a day do not break: the label wraps at the dash.
 */
function formatDay(date: IsoDate, locale: Locale, withYear: boolean): string {
  const parts = new Intl.DateTimeFormat(TAGS[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).formatToParts(fromIsoDate(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const [year, month, day] = date.split("-");
  if (locale === "de") return `${part("weekday").replace(/\.$/, "")}${NBSP}${day}.${month}.${withYear ? year : ""}`;
  return [part("weekday"), String(Number(day)), part("month"), ...(withYear ? [year] : [])].join(NBSP);
}

/**
 * The chosen stay as the date field shows it: "Sa 13.02. – Sa 20.02.2027" (de), "Sat 13 Feb – Sat
 * 20 Feb 2027" (en), "sam. 13 févr. – sam. 20 févr. 2027" (fr); the year once at the end when both
 * days share it, on each day otherwise. A check-in alone reads "Sa 13.02.2027 – …". Null when no
 * date is chosen (the field shows its placeholder). A value that is not a date (a hand-edited
 * URL) is shown as it is: the schema's message under the field says what is wrong with it.
 */
export function formatStayRange(checkIn: string, checkOut: string, locale: Locale): string | null {
  if (!checkIn && !checkOut) return null;
  if (!isIsoDate(checkIn) || (checkOut !== "" && !isIsoDate(checkOut))) return `${checkIn || "…"}${NBSP}– ${checkOut || "…"}`;
  if (!checkOut) return `${formatDay(checkIn, locale, true)}${NBSP}– …`;
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  return `${formatDay(checkIn, locale, !sameYear)}${NBSP}– ${formatDay(checkOut, locale, true)}`;
}

/**
 * What the calendar starts from (it opens on the check-in's month, else today's): the form's
 * dates when the calendar could have picked them, else nothing. A check-in outside the bookable
 * window or not a date is dropped, and so is a check-out without a valid check-in before it or
 * beyond the window; the field's label and the schema's message still show what the URL said.
 */
export function calendarSelection(checkIn: string, checkOut: string, today: IsoDate): DateSelection {
  const { first, last } = bookableWindow(today);
  const inWindow = (date: string) => isIsoDate(date) && date >= first && date <= last;
  if (!inWindow(checkIn) || checkIn === last) return { checkIn: null, checkOut: null };
  return { checkIn, checkOut: inWindow(checkOut) && checkOut > checkIn ? checkOut : null };
}
