/**
 * Stay dates in an inquiry: the first pair of date mentions joined by a range word ("bis", "to",
 * "au", a dash) or by an arrival/departure label, else a start date with a duration ("1 Woche ab
 * dem 14.2.", "from 18 December for 10 nights", "à partir du 20 février, pour une semaine").
 * Years missing from the text are inferred as the next occurrence on or after `today`, so a mail
 * in November asking for "12 to 19 February" means the coming February.
 */

import { addDays, isIsoDate, type IsoDate } from "../dates";
import { parseCount } from "./numbers";

const MONTHS: Record<string, number> = {
  jan: 1, januar: 1, january: 1, janvier: 1, jänner: 1, janv: 1,
  feb: 2, febr: 2, februar: 2, february: 2, fevrier: 2, février: 2, fév: 2, fev: 2, févr: 2, fevr: 2, hornig: 2,
  mar: 3, mär: 3, märz: 3, maerz: 3, march: 3, mars: 3, mrz: 3,
  apr: 4, april: 4, avril: 4, avr: 4,
  mai: 5, may: 5,
  jun: 6, juni: 6, june: 6, juin: 6,
  jul: 7, juli: 7, july: 7, juillet: 7, juil: 7,
  aug: 8, august: 8, août: 8, aout: 8, augscht: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  okt: 10, oct: 10, oktober: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11,
  dez: 12, dec: 12, dezember: 12, december: 12, décembre: 12, déc: 12, decembre: 12,
};
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const ORD = "(?:st|nd|rd|th|er|ème|e|\\.)?";
const RANGE_WORD = "(?:-|–|—|bis|to|till|until|au|through|thru|jusqu['’]au|and|und|et)";

/** Weekdays are noise inside a date ("du lundi 8 au vendredi 12 mars"): blanked out, keeping positions. */
const WEEKDAYS =
  /(?<![\p{L}])(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|samschtig|samstig|sunntig|mäntig|zischtig|ziischtig|mittwuch|dunschtig|fritig|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thurs|fri|sat|sun|lun|jeu|ven|sam|dim)(?:\.,?|,)(?=\s*\d|\s+\p{L}+\.?\s+\d))(?![\p{L}])[.,]?/giu;
/** Header lines with a send time carry the mail's date, not the stay's. */
const SENT_LINE = /^\s*(?:gesendet|sent|date|datum|envoyé)\s*:.*\d{1,2}:\d{2}.*$/gim;

interface Mention {
  start: number;
  end: number;
  day: number;
  month: number | null;
  year: number | null;
  /** Only ends a range ("… to the 13th"). */
  closing?: boolean;
  /** Written with slashes: day and month swap in a mail that writes month first. */
  slash?: boolean;
}

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<Mention, "start" | "end"> }[] = [
  {
    re: /(?<![\d.])(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    re: /(?<![\d./])(\d{1,2})\.(\d{1,2})(?:\.(\d{4}|\d{2})?)?(?![\d])/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: fullYear(m[3]) }),
  },
  {
    re: /(?<![\d./])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g,
    // Day first, as in Europe; "12/26/2026" can only be month first.
    read: (m) =>
      Number(m[2]) > 12 && Number(m[1]) <= 12
        ? { day: Number(m[2]), month: Number(m[1]), year: fullYear(m[3]), slash: true }
        : { day: Number(m[1]), month: Number(m[2]), year: fullYear(m[3]), slash: true },
  },
  {
    re: new RegExp(`(?<![\\d.])(\\d{1,2})${ORD}\\s*(?:de\\s+|of\\s+)?${MONTH}(?:,?\\s+(\\d{4}))?(?![\\p{L}\\d])`, "giu"),
    read: (m) => ({ day: Number(m[1]), month: monthOf(m[2]), year: fullYear(m[3]) }),
  },
  {
    re: new RegExp(`(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d.]\\d)(?:,?\\s+(\\d{4}))?`, "giu"),
    read: (m) => ({ day: Number(m[2]), month: monthOf(m[1]), year: fullYear(m[3]) }),
  },
  // A bare day that opens a range whose end carries the month: "12.-19. Februar", "du 12 au 19",
  // "from the 2nd to the 9th of January".
  {
    re: new RegExp(`(?<![\\d.])(\\d{1,2})${ORD}(?=\\s*${RANGE_WORD}\\s*(?:le\\s+|the\\s+|zum\\s+|dem\\s+|den\\s+)?\\d)`, "giu"),
    read: (m) => ({ day: Number(m[1]), month: null, year: null }),
  },
  // A bare day that closes a range opened with a month: "from the 6th of March to the 13th",
  // "du 13 février au 20", "vom 13. Februar bis zum 20.".
  {
    re: new RegExp(`(?<=(?:-|–|bis|to|till|until|au|jusqu['’]au)\\s*(?:le\\s+|the\\s+|zum\\s+|dem\\s+|den\\s+)?)(\\d{1,2})${ORD}(?![\\d./]|\\s*(?:\\d|${MONTH}))`, "giu"),
    read: (m) => ({ day: Number(m[1]), month: null, year: null, closing: true }),
  },
];

/** "Feb 14-21", "Mar 6 – 13, 2027": one month, two days. */
const MONTH_DAY_RANGE = new RegExp(`(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*[-–]\\s*(\\d{1,2})(?:st|nd|rd|th)?(?![\\d.])(?:,?\\s+(\\d{4}))?`, "giu");

const RANGE_GAP = new RegExp(
  `^[\\s,.:;()*]*${RANGE_WORD}(?![\\p{L}])|^[\\s,.:;()*]*(?:-|–|—)|(?:abreise|departure|departing|leaving|check[- ]?out|checking out|départ|depart|bis)`,
  "iu",
);

const COUNT = "(\\d{1,2}|[\\p{L}]+)";
const NIGHTS = new RegExp(`(?<![\\p{L}\\d])${COUNT}\\s+(?:nächte|nächten|nachte|nights?|nuits?|übernachtungen|nuitées)(?![\\p{L}])`, "giu");
const FORTNIGHT = /(?<![\p{L}\d])(quinze jours|une quinzaine|vierzehn tage|14 tage|a fortnight|two weeks)(?![\p{L}])/giu;
const WEEKS = new RegExp(`(?<![\\p{L}\\d])${COUNT}\\s+(?:wochen?|weeks?|semaines?)(?![\\p{L}])`, "giu");

function monthOf(name: string | undefined): number | null {
  return name === undefined ? null : (MONTHS[name.toLowerCase().replace(/\.$/, "")] ?? null);
}

function fullYear(y: string | undefined): number | null {
  if (y === undefined || y === "") return null;
  return y.length === 2 ? 2000 + Number(y) : Number(y);
}

function blank(text: string, re: RegExp): string {
  return text.replace(re, (s) => " ".repeat(s.length));
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const m of text.matchAll(MONTH_DAY_RANGE)) {
    const month = monthOf(m[1]);
    const year = fullYear(m[4]);
    const firstEnd = m.index + m[0].search(/\d/) + (m[2] ?? "").length;
    const secondAt = m.index + m[0].indexOf(m[3] ?? "", firstEnd - m.index);
    found.push({ start: m.index, end: firstEnd, day: Number(m[2]), month, year });
    found.push({ start: secondAt, end: m.index + m[0].length, day: Number(m[3]), month, year });
  }
  for (const { re, read } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const value = read(m as RegExpExecArray);
      found.push({ ...value, start: m.index, end: m.index + m[0].length });
    }
  }
  // Earlier first; of two overlapping mentions keep the first found (ranges, then full dates).
  const kept: Mention[] = [];
  for (const m of found) {
    if (kept.some((k) => m.start < k.end && k.start < m.end)) continue;
    kept.push(m);
  }
  // One date that can only be month first ("12/26/2026") makes the mail's other slashed dates month first.
  if (/(?<![\d/])\d{1,2}\/(?:1[3-9]|2\d|3[01])\/\d{2,4}/.test(text)) {
    for (const m of kept) if (m.slash && m.month !== null && m.day <= 12) [m.day, m.month] = [m.month, m.day];
  }
  return kept.sort((a, b) => a.start - b.start);
}

function iso(year: number, month: number, day: number): IsoDate | null {
  const s = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isIsoDate(s) ? s : null;
}

/** The first date on or after `after` with this month and day (or in `year` when given). */
function resolve(day: number, month: number, year: number | null, after: IsoDate): IsoDate | null {
  if (year !== null) return iso(year, month, day);
  const base = Number(after.slice(0, 4));
  for (const y of [base, base + 1]) {
    const d = iso(y, month, day);
    if (d !== null && d >= after) return d;
  }
  return null;
}

export interface StayDates {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** No year was written: the year is a guess (the next occurrence). */
  yearGuessed: boolean;
  /** The mail has dates but no stay could be read from them. */
  unread: boolean;
}

/** Nights of a duration near `at` ("für 7 Nächte", "1 Woche", "pour une semaine"), or null. */
function durationNear(text: string, at: number, end: number): number | null {
  const windowStart = Math.max(0, at - 60);
  const window = text.slice(windowStart, end + 60);
  let best: { distance: number; nights: number } | null = null;
  for (const [re, factor] of [[NIGHTS, 1], [WEEKS, 7], [FORTNIGHT, 14]] as const) {
    for (const m of window.matchAll(re)) {
      const n = factor === 14 ? 1 : parseCount(m[1] ?? "");
      if (n === null || n < 1 || n > 60) continue;
      const pos = windowStart + m.index;
      const distance = pos < at ? at - pos : pos - end;
      // Only within the same sentence as the date.
      const between = pos < at ? text.slice(pos, at) : text.slice(end, pos);
      if (/[.!?]\s|\n\s*\n/.test(between)) continue;
      if (!best || distance < best.distance) best = { distance, nights: n * factor };
    }
  }
  return best?.nights ?? null;
}

/** Check-in and check-out, or nulls when the text has no recognisable stay. */
export function extractStayDates(raw: string, today: IsoDate): StayDates {
  const text = blank(blank(raw, SENT_LINE), WEEKDAYS);
  const list = mentions(text);
  for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i];
    const b = list[i + 1];
    if (!a || !b || a.closing || (b.month === null && a.month === null)) continue;
    const gap = text.slice(a.end, b.start);
    if (gap.length > 60 || /\d/.test(gap) || !RANGE_GAP.test(gap)) continue;
    // A second day without a month is in the first day's month, or the next when it is smaller.
    const bMonth = b.month ?? (b.day > a.day ? (a.month ?? 1) : ((a.month ?? 1) % 12) + 1);
    const aMonth = a.month ?? bMonth;
    let aYear = a.year;
    if (aYear === null && b.year !== null) {
      aYear = aMonth > bMonth || (aMonth === bMonth && a.day > b.day) ? b.year - 1 : b.year;
    }
    const checkIn = resolve(a.day, aMonth, aYear, today);
    if (checkIn === null) continue;
    const checkOut = resolve(b.day, bMonth, b.year, addDays(checkIn, 1));
    if (checkOut === null || checkOut <= checkIn) continue;
    return { checkIn, checkOut, yearGuessed: a.year === null && b.year === null, unread: false };
  }
  for (const a of list) {
    if (a.month === null || a.closing) continue;
    const nights = durationNear(text, a.start, a.end);
    const checkIn = nights === null ? null : resolve(a.day, a.month, a.year, today);
    if (nights !== null && checkIn !== null) return { checkIn, checkOut: addDays(checkIn, nights), yearGuessed: a.year === null, unread: false };
  }
  return { checkIn: null, checkOut: null, yearGuessed: false, unread: list.some((m) => m.month !== null) };
}
