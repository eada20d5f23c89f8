import { addDays, daysBetween, SITE_TIME_ZONE, todayIn, type IsoDate } from "./dates";

/**
 * The team's cleaning calendar, as pure rules: which days it shows, where a booking's bar sits,
 * what colour it has, and which arrival follows a departure (the turnover window). Pure: "now"
 * is a parameter, dates are ISO calendar dates in Saas-Fee's time zone.
 */

export const CALENDAR_DAYS = 30;
export const DAY_WIDTH_PX = 100;
export const BAR_HEIGHT_PX = 12;
/**
 * Bars start and end in the middle of a day: guests arrive in the afternoon and leave in the
 * morning, so a departure and the next arrival on the same day sit side by side without overlap.
 */
export const BAR_OFFSET_PX = 50;
export const MAX_BAR_AVATARS = 3;
export const POPOVER_CLOSE_DELAY_MS = 500;
/** The list view keeps a departure for a week, so a late cleaning is not lost from sight. */
export const ASSIGNMENTS_LOOKBACK_DAYS = 7;

export interface CalendarWindow {
  /** First day shown (yesterday in Saas-Fee). */
  start: IsoDate;
  /** The day after the last one shown (exclusive). */
  end: IsoDate;
  today: IsoDate;
  days: IsoDate[];
}

/** `count` days starting yesterday, as seen in Saas-Fee at `now`. */
export function calendarWindow(now: Date, count = CALENDAR_DAYS): CalendarWindow {
  const today = todayIn(SITE_TIME_ZONE, now);
  const start = addDays(today, -1);
  const days = Array.from({ length: count }, (_, i) => addDays(start, i));
  return { start, end: addDays(start, count), today, days };
}

/** Saturday or Sunday (shaded in the calendar). */
export function isWeekend(date: IsoDate): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export interface BarPlacement {
  /** Pixels from the left edge of the first day column. */
  left: number;
  width: number;
  /** The stay begins before the window (the bar's left end is cut). */
  clippedStart: boolean;
  /** The stay ends after the window. */
  clippedEnd: boolean;
}

/**
 * Where the bar of a stay from `arrival` to `departure` sits in the window: from the middle of
 * the arrival day to the middle of the departure day, clipped to the window's width. Null when
 * nothing of it is visible (or the stay is empty).
 */
export function placeBar(stay: { arrival: IsoDate; departure: IsoDate }, window: Pick<CalendarWindow, "start" | "days">): BarPlacement | null {
  if (daysBetween(stay.arrival, stay.departure) <= 0) return null;
  const total = window.days.length * DAY_WIDTH_PX;
  const from = daysBetween(window.start, stay.arrival) * DAY_WIDTH_PX + BAR_OFFSET_PX;
  const to = daysBetween(window.start, stay.departure) * DAY_WIDTH_PX + BAR_OFFSET_PX;
  if (to <= 0 || from >= total) return null;
  const left = Math.max(0, from);
  const right = Math.min(total, to);
  return { left, width: right - left, clippedStart: from < 0, clippedEnd: to > total };
}

export type BarColour = "blocked" | "assigned" | "unassigned";

/** Grey for an owner's block, green once someone cleans, red while nobody does. */
export function barColour(booking: { isBlocked: boolean; cleaningAssignees: number }): BarColour {
  if (booking.isBlocked) return "blocked";
  return booking.cleaningAssignees > 0 ? "assigned" : "unassigned";
}

/** The first items to show as avatars, and how many are left for "+N". */
export function visibleAvatars<T>(items: readonly T[], max = MAX_BAR_AVATARS): { shown: T[]; extra: number } {
  return { shown: items.slice(0, max), extra: Math.max(0, items.length - max) };
}

export interface StayRef {
  id: string;
  propertyId: string;
  arrival: IsoDate;
  departure: IsoDate;
}

/**
 * The arrival that ends the turnover window after `booking` leaves: the earliest other stay at
 * the same property arriving on or after its departure day. Null when none is known. Callers
 * pass live stays only (cancelled and deleted ones never block a cleaning).
 */
export function nextArrival<T extends StayRef>(booking: StayRef, stays: readonly T[]): T | null {
  let best: T | null = null;
  for (const s of stays) {
    if (s.id === booking.id || s.propertyId !== booking.propertyId || s.arrival < booking.departure) continue;
    if (!best || s.arrival < best.arrival) best = s;
  }
  return best;
}

export type DayLabel = { kind: "today" | "tomorrow" | "yesterday" } | { kind: "date"; date: IsoDate };

/** The checkout day as the list view names it. */
export function dayLabel(date: IsoDate, today: IsoDate): DayLabel {
  const diff = daysBetween(today, date);
  if (diff === 0) return { kind: "today" };
  if (diff === 1) return { kind: "tomorrow" };
  if (diff === -1) return { kind: "yesterday" };
  return { kind: "date", date };
}

/** The first departure day the list view still shows. */
export function assignmentsFrom(today: IsoDate): IsoDate {
  return addDays(today, -ASSIGNMENTS_LOOKBACK_DAYS);
}

/** The week ahead that the printed calendar shows: today and the six days after it. */
export function printDays(window: CalendarWindow): IsoDate[] {
  return window.days.filter((d) => d >= window.today).slice(0, 7);
}
