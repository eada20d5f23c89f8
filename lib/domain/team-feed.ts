import type { IsoDate } from "./dates";
import { SITE_TIME_ZONE } from "./dates";
import { zonedTimeToUtc, type IcalEvent } from "./ical";

/** A cleaning as the feed needs it (a subset of the team area's booking). */
export interface FeedCleaning {
  assignmentId: string;
  propertyName: string;
  guestName: string;
  departure: IsoDate;
  checkOut: string;
  checkIn: string;
  adults: number;
  children: number;
  nextArrival: IsoDate | null;
}

export interface FeedTexts {
  summary: (property: string) => string;
  description: (c: FeedCleaning) => string;
}

const FALLBACK_HOURS = 3;

/**
 * The event of one cleaning: from the guests' check-out to the property's check-in time that day
 * (the longest a turnover can take), or three hours when the times make no window.
 */
export function cleaningEvent(c: FeedCleaning, texts: FeedTexts, host: string): IcalEvent {
  const start = zonedTimeToUtc(c.departure, c.checkOut, SITE_TIME_ZONE);
  const checkIn = zonedTimeToUtc(c.departure, c.checkIn, SITE_TIME_ZONE);
  const end = checkIn > start ? checkIn : new Date(start.getTime() + FALLBACK_HOURS * 3_600_000);
  return {
    uid: `${c.assignmentId}@${host}`,
    start: { utc: start },
    end: { utc: end },
    summary: texts.summary(c.propertyName),
    description: texts.description(c),
    location: c.propertyName,
  };
}
