import type { IsoDate } from "./dates";

/**
 * RFC 5545 serialisation for the team's private calendar feeds. Pure: the stamp is a parameter.
 * Timed events are written in UTC ("Z"), so no VTIMEZONE block is needed and every client shows
 * them at the right local time.
 */

export interface IcalEvent {
  /** Stable per assignment, so a client updates an event instead of duplicating it. */
  uid: string;
  start: { date: IsoDate } | { utc: Date };
  end: { date: IsoDate } | { utc: Date };
  summary: string;
  description?: string;
  location?: string;
}

export interface IcalCalendar {
  prodId: string;
  name: string;
  stamp: Date;
  events: readonly IcalEvent[];
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space.
 * Never splits a UTF-8 character (or a surrogate pair) in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 20261124T090000Z */
export function formatUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function formatDate(date: IsoDate): string {
  return date.replace(/-/g, "");
}

function dateProperty(name: "DTSTART" | "DTEND", value: IcalEvent["start"]): string {
  return "date" in value ? `${name};VALUE=DATE:${formatDate(value.date)}` : `${name}:${formatUtc(value.utc)}`;
}

/** The whole feed, CRLF-terminated lines, folded. */
export function serializeCalendar(calendar: IcalCalendar): string {
  const lines: string[] = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${calendar.prodId}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(calendar.name)}`];
  for (const event of calendar.events) {
    lines.push("BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${formatUtc(calendar.stamp)}`, dateProperty("DTSTART", event.start), dateProperty("DTEND", event.end), `SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** Undoes folding and splits into content lines (for tests and for reading a feed back). */
export function unfoldLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n").filter((l) => l.length > 0);
}

/** Undoes escapeText. */
export function unescapeText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant of a wall-clock time ("HH:MM") on `date` in `timeZone`. Two passes, because the
 * offset at the guessed instant may differ from the offset at the answer around a DST change.
 */
export function zonedTimeToUtc(date: IsoDate, time: string, timeZone: string): Date {
  const [h = "0", m = "0"] = time.split(":");
  const wall = Date.parse(`${date}T00:00:00Z`) + (Number(h) * 60 + Number(m)) * 60_000;
  const first = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(timeZone, new Date(first)) * 60_000);
}
