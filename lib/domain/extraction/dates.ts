/**
 * Stay dates in an inquiry: the first pair of date mentions joined by a range word ("bis", "to",
 * "au", a dash) or by an arrival/departure label. Years missing from the text are inferred as the
 * next occurrence after `today`, so a mail in November asking for "12 to 19 February" means the
 * coming February.
 */

import { addDays, isIsoDate, type IsoDate } from "../dates";

const MONTHS: Record<string, number> = {
  jan: 1, januar: 1, january: 1, janvier: 1, jänner: 1,
  feb: 2, febr: 2, februar: 2, february: 2, fevrier: 2, février: 2, fév: 2, fev: 2,
  mar: 3, mär: 3, märz: 3, maerz: 3, march: 3, mars: 3,
  apr: 4, april: 4, avril: 4, avr: 4,
  mai: 5, may: 5,
  jun: 6, juni: 6, june: 6, juin: 6,
  jul: 7, juli: 7, july: 7, juillet: 7, juil: 7,
  aug: 8, august: 8, août: 8, aout: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  okt: 10, oct: 10, oktober: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11,
  dez: 12, dec: 12, dezember: 12, december: 12, décembre: 12, déc: 12,
};
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const ORD = "(?:st|nd|rd|th|er|\\.)?";

interface Mention {
  start: number;
  end: number;
  day: number;
  month: number | null;
  year: number | null;
}

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<Mention, "start" | "end"> }[] = [
  {
    re: /(?<![\d.])(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    re: /(?<![\d.])(\d{1,2})\.(\d{1,2})(?:\.(\d{4}|\d{2})?)?(?![\d])/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: fullYear(m[3]) }),
  },
  {
    re: new RegExp(`(?<![\\d.])(\\d{1,2})${ORD}\\s*(?:de\\s+)?${MONTH}(?:,?\\s+(\\d{4}))?(?![\\p{L}\\d])`, "giu"),
    read: (m) => ({ day: Number(m[1]), month: monthOf(m[2]), year: fullYear(m[3]) }),
  },
  {
    re: new RegExp(`(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+(\\d{4}))?`, "giu"),
    read: (m) => ({ day: Number(m[2]), month: monthOf(m[1]), year: fullYear(m[3]) }),
  },
  // A bare day that opens a range whose end carries the month: "12.-19. Februar", "du 12 au 19".
  {
    re: /(?<![\d.])(\d{1,2})(?:st|nd|rd|th|\.)?(?=\s*(?:-|–|bis|to|au|until|till)\s*(?:le\s+)?\d)/gi,
    read: (m) => ({ day: Number(m[1]), month: null, year: null }),
  },
];

const RANGE_GAP =
  /^[\s,.:;()*-]*(?:-|–|—|bis|to|till|until|au|and|und|et|through|thru)\b|^[\s,.:;()*-]*(?:-|–|—)|(?:abreise|departure|departing|leaving|check-?out|départ|depart)/i;

function monthOf(name: string | undefined): number | null {
  return name === undefined ? null : (MONTHS[name.toLowerCase().replace(/\.$/, "")] ?? null);
}

function fullYear(y: string | undefined): number | null {
  if (y === undefined || y === "") return null;
  return y.length === 2 ? 2000 + Number(y) : Number(y);
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const { re, read } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const value = read(m as RegExpExecArray);
      found.push({ ...value, start: m.index, end: m.index + m[0].length });
    }
  }
  // Earlier first; of two overlapping mentions keep the longer one.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const m of found) {
    const last = kept[kept.length - 1];
    if (last && m.start < last.end) continue;
    kept.push(m);
  }
  return kept;
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

/** Check-in and check-out, or nulls when the text has no recognisable range. */
export function extractStayDates(text: string, today: IsoDate): { checkIn: IsoDate | null; checkOut: IsoDate | null } {
  const list = mentions(text);
  for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i];
    const b = list[i + 1];
    if (!a || !b || b.month === null) continue;
    const gap = text.slice(a.end, b.start);
    if (gap.length > 60 || /\d/.test(gap) || !RANGE_GAP.test(gap)) continue;
    const aMonth = a.month ?? b.month;
    let aYear = a.year;
    if (aYear === null && b.year !== null) {
      aYear = aMonth > b.month || (aMonth === b.month && a.day > b.day) ? b.year - 1 : b.year;
    }
    const checkIn = resolve(a.day, aMonth, aYear, today);
    if (checkIn === null) continue;
    const checkOut = resolve(b.day, b.month, b.year, addDays(checkIn, 1));
    if (checkOut === null || checkOut <= checkIn) continue;
    return { checkIn, checkOut };
  }
  return { checkIn: null, checkOut: null };
}
