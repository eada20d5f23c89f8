/**
 * Calendar dates as ISO strings ("YYYY-MM-DD").
 *
 * A booking night is a calendar date, not an instant: all arithmetic runs on UTC midnights so
 * the result never depends on the server's or the visitor's time zone or on DST switches.
 * ISO strings of the same length compare correctly with < and >, which the other modules rely on.
 */

export type IsoDate = string;

/** The chalets are in Saas-Fee: "today" for bookings is the date there. */
export const SITE_TIME_ZONE = "Europe/Zurich";

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Splits a date into numbers, or null when the format or the calendar date is wrong. */
function parseIsoDate(s: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE_PATTERN.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True only for the exact format "YYYY-MM-DD" naming a real calendar day (2027-02-30 is false). */
export function isIsoDate(s: string): boolean {
  return typeof s === "string" && parseIsoDate(s) !== null;
}

function requireIsoDate(s: IsoDate): { year: number; month: number; day: number } {
  const parts = parseIsoDate(s);
  if (!parts) throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(s)}`);
  return parts;
}

/** The UTC midnight starting the given day. Throws a RangeError for anything but a valid ISO date. */
export function fromIsoDate(s: IsoDate): Date {
  const { year, month, day } = requireIsoDate(s);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The UTC calendar day of an instant. Throws a RangeError for an invalid Date. */
export function toIsoDate(d: Date): IsoDate {
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid Date");
  const year = String(d.getUTCFullYear()).padStart(4, "0");
  const month = String(d.getUTCMonth() + 1).padStart(2, "0");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** The date n days later (n may be negative; it must be an integer). */
export function addDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Days must be an integer, got ${n}`);
  const d = fromIsoDate(date);
  d.setUTCDate(d.getUTCDate() + n);
  return toIsoDate(d);
}

/** Whole days from `from` to `to` (to − from): negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  // Both are UTC midnights, so the difference is an exact multiple of a day; round only guards.
  return Math.round((fromIsoDate(to).getTime() - fromIsoDate(from).getTime()) / MS_PER_DAY);
}

/**
 * The nights of a stay: every date from check-in (inclusive) to check-out (exclusive).
 * Empty when check-out is not after check-in.
 */
export function eachNight(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const count = daysBetween(checkIn, checkOut);
  const nights: IsoDate[] = [];
  for (let i = 0; i < count; i++) nights.push(addDays(checkIn, i));
  return nights;
}

// Building an Intl.DateTimeFormat costs far more than using one; a timeline over a simulated clock
// asks thousands of times, so each zone's formatter is made once.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    f = make();
    cache.set(timeZone, f);
  }
  return f;
}

/**
 * The calendar date in `timeZone` at the instant `now` (e.g. 23:30 UTC on 31 May is already
 * 1 June in Zurich). `now` is a parameter so callers and tests control the clock.
 */
export function todayIn(timeZone: string, now: Date): IsoDate {
  // Explicit Gregorian calendar and Latin digits: the parts must be plain numbers whatever the runtime default.
  const parts = formatter(dayFormatters, timeZone, () => new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** June 1 to October 31 (inclusive) is summer; every other night is winter. */
export function isSummerNight(date: IsoDate): boolean {
  const { month } = requireIsoDate(date);
  return month >= 6 && month <= 10;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts = formatter(clockFormatters, timeZone, () => new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar day begins in `timeZone` (midnight local time): "2026-07-01" in
 * Europe/Zurich is 2026-06-30T22:00:00Z in summer, 23:00Z in winter. For date filters the office
 * thinks of in local days.
 */
export function startOfDayIn(timeZone: string, day: IsoDate): Date {
  const utcMidnight = fromIsoDate(day).getTime();
  let guess = utcMidnight - zoneOffsetMs(timeZone, new Date(utcMidnight));
  // A second pass settles days whose offset changes between the guess and the answer.
  guess = utcMidnight - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}

const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant the wall clock in `timeZone` shows `time` ("HH:MM") on `day`: 09:00 on 2027-03-28
 * in Europe/Zurich is 07:00Z (summer time began at 02:00 that night), on 2027-03-27 08:00Z. For
 * mails the office plans "at 9 in the morning, local time" whatever the season. A time the clock
 * skips (02:30 on the night summer time begins) lands an hour later, as a clock put forward does;
 * a time the clock shows twice (02:30 on the night summer time ends) is the second one.
 */
export function atLocalTime(timeZone: string, day: IsoDate, time: string): Date {
  const match = LOCAL_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a local time (HH:MM): ${JSON.stringify(time)}`);
  const wall = fromIsoDate(day).getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  let guess = wall - zoneOffsetMs(timeZone, new Date(wall));
  guess = wall - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}
