/**
 * Deterministic extraction of offer data from a pasted inquiry e-mail (German, English, French).
 * Pure: "today" and the known property names come in, so results never depend on the clock.
 */

import type { IsoDate } from "../dates";
import { extractEmail, extractName, extractPhone } from "./contact";
import { extractGuestCounts } from "./counts";
import { extractStayDates } from "./dates";
import { extractPropertyPreference } from "./property";
import { ownMessage } from "./text";

export interface ExtractedInquiry {
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  adults: number | null;
  totalPersons: number | null;
  children6To16: number;
  children3To5: number;
  babies: number;
  propertyPreference: string | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export interface ExtractionContext {
  today: IsoDate;
  /** Names of the houses that can be offered; a mention of one is reported as written. */
  propertyNames: readonly string[];
  /** Our own mail domains, never taken for the guest's address. */
  ownDomains?: readonly string[];
}

export const OWN_DOMAINS = ["saastal-chalets.ch"] as const;

export function extractInquiry(text: string, context: ExtractionContext): ExtractedInquiry {
  const own = ownMessage(text);
  return {
    guestName: extractName(own),
    guestEmail: extractEmail(own, context.ownDomains ?? OWN_DOMAINS),
    guestPhone: extractPhone(own),
    ...extractGuestCounts(own),
    propertyPreference: extractPropertyPreference(own, context.propertyNames),
    ...extractStayDates(own, context.today),
  };
}
