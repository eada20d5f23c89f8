/**
 * Deterministic extraction of offer data from a pasted inquiry e-mail (German incl. Swiss German,
 * English, French). Pure: "today" and the known property names come in, so results never depend
 * on the clock. Besides the fields it says which of them it is unsure of, for the admin to check,
 * and which language the guest wrote in, for the offer's language.
 */

import type { IsoDate } from "../dates";
import { extractEmail, extractName, extractPhone, hasRelayAddress } from "./contact";
import { extractGuestCounts } from "./counts";
import { extractStayDates } from "./dates";
import { detectLanguage, type InquiryLanguage } from "./language";
import { extractPropertyPreference } from "./property";
import { ownMessage, topHeader } from "./text";

export type { InquiryLanguage } from "./language";

export interface InquiryFields {
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

export type InquiryField = keyof InquiryFields;

export const INQUIRY_FIELDS = [
  "guestName", "guestEmail", "guestPhone", "adults", "totalPersons", "children6To16", "children3To5", "babies",
  "propertyPreference", "checkIn", "checkOut",
] as const satisfies readonly InquiryField[];

export interface ExtractedInquiry extends InquiryFields {
  language: InquiryLanguage;
  /** Fields the admin should check: not found though the mail talks about them, competing
   * candidates, a guessed year, missing ages, a name from a header only. */
  uncertain: InquiryField[];
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
  const header = topHeader(own);
  const guestEmail = extractEmail(own, context.ownDomains ?? OWN_DOMAINS);
  // The address settles "Keller Martin" (martin.keller@…), signed surname first.
  const name = extractName(own, { name: header.name, email: header.email ?? guestEmail });
  const phone = extractPhone(own);
  const stay = extractStayDates(own, context.today);
  // The check-in tells whether a baby due "in March" is born by the stay.
  const { uncertain: countsUncertain, ...counts } = extractGuestCounts(own, context.today, stay.checkIn);
  const property = extractPropertyPreference(own, context.propertyNames);

  const uncertain = new Set<InquiryField>(countsUncertain);
  if (name.weak) uncertain.add("guestName");
  if (guestEmail === null && hasRelayAddress(own)) uncertain.add("guestEmail");
  if (phone.ambiguous) uncertain.add("guestPhone");
  if (property.ambiguous) uncertain.add("propertyPreference");
  if (stay.yearGuessed || stay.unread) uncertain.add("checkIn").add("checkOut");
  return {
    guestName: name.name,
    guestEmail,
    guestPhone: phone.value,
    ...counts,
    propertyPreference: property.value,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    language: detectLanguage(own),
    uncertain: INQUIRY_FIELDS.filter((f) => uncertain.has(f)),
  };
}
