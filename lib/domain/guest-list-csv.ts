/**
 * The admin's CSV export of a booking's guest list (for the municipality's guest registration):
 * one row per guest with name, date of birth, e-mail and the stay's dates.
 */

import { toCsv } from "./csv";
import type { IsoDate } from "./dates";

export interface GuestListCsvInput {
  headers: { name: string; dateOfBirth: string; email: string; arrival: string; departure: string };
  stay: { arrival: IsoDate; departure: IsoDate };
  guests: readonly { firstName: string; lastName: string; dateOfBirth: IsoDate; email: string }[];
}

export function guestListCsv({ headers, stay, guests }: GuestListCsvInput): string {
  return toCsv([
    [headers.name, headers.dateOfBirth, headers.email, headers.arrival, headers.departure],
    ...guests.map((g) => [`${g.firstName} ${g.lastName}`.trim(), g.dateOfBirth, g.email, stay.arrival, stay.departure]),
  ]);
}

/** A file name without anything a header or a file system would choke on. */
export function guestListFileName(reference: string | null, bookingId: string): string {
  const base = (reference ?? bookingId).replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60);
  return `guest-list-${base}.csv`;
}
