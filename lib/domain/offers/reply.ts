/**
 * The reply to an inquiry: pure composition from the offer's stored figures, in the offer's
 * language. The figures are formatted here once; replyFigures() lists them so a polished
 * (LLM-rewritten) text can be checked to still contain every amount verbatim.
 */

import { fromIsoDate, type IsoDate } from "../dates";
import type { Locale } from "../localized";
import { formatChf, type Rappen } from "../money";
import type { Guests } from "../pricing";
import { termsPagePath } from "../terms-page";
import { REPLY_TEXTS } from "./reply-texts";
import { labelled, withColon } from "../typography";

export interface ReplyFigures {
  nights: number;
  base: Rappen;
  discount: Rappen;
  cleaningFee: Rappen;
  touristTax: Rappen;
  saastalCard: Rappen;
  total: Rappen;
  deposit: Rappen;
}

export interface ReplyInput {
  locale: Locale;
  guestName: string;
  propertyName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: Guests;
  figures: ReplyFigures;
  /** The guest's offer page, absolute. */
  offerUrl: string;
  expiresOn: IsoDate | null;
  /** Absolute site origin with the language prefix, e.g. "https://saastal.ch/de", for the terms link. */
  localizedOrigin: string;
}

const DATE_LOCALES = { de: "de-CH", en: "en-GB", fr: "fr-CH" } as const;

function formatDate(date: IsoDate, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(fromIsoDate(date));
}

/**
 * The terms page a reply links to. The business rule (SPEC §9) has no terms page for French
 * offers, although the site's checkout shows French visitors the English booking terms.
 */
export function replyTermsPath(locale: Locale): string | null {
  return locale === "fr" ? null : termsPagePath(locale);
}

/** Every amount the reply shows, formatted exactly as in the text. */
export function replyAmounts(figures: ReplyFigures, locale: Locale): string[] {
  const { nights: _nights, ...amounts } = figures;
  const remaining = figures.total - figures.deposit;
  return [...Object.values(amounts), remaining].map((r) => formatChf(r, locale));
}

/** True when `polished` still contains every amount of the original reply verbatim. */
export function keepsAmounts(polished: string, figures: ReplyFigures, locale: Locale): boolean {
  return replyAmounts(figures, locale).every((amount) => polished.includes(amount));
}

export function composeReply(input: ReplyInput): string {
  const t = REPLY_TEXTS[input.locale];
  const chf = (r: Rappen) => formatChf(r, input.locale);
  const f = input.figures;

  const guestLines = (["adults", "children6To16", "children3To5", "babies"] as const)
    .filter((group) => input.guests[group] > 0)
    .map((group) => `- ${labelled(t.groups[group], String(input.guests[group]), input.locale)}`);

  const priceLines = [
    `- ${labelled(t.lines.base, chf(f.base), input.locale)}`,
    // A discount reads as a negative amount ("−CHF 100.00"), formatted like every other one.
    ...(f.discount > 0 ? [`- ${labelled(t.lines.discount, chf(-f.discount), input.locale)}`] : []),
    `- ${labelled(t.lines.cleaningFee, chf(f.cleaningFee), input.locale)}`,
    `- ${labelled(t.lines.touristTax, chf(f.touristTax), input.locale)}`,
    `- ${labelled(t.lines.saastalCard, chf(f.saastalCard), input.locale)}`,
    `- ${labelled(t.lines.total, chf(f.total), input.locale)}`,
  ];

  const terms = replyTermsPath(input.locale);
  const sections = [
    t.greeting(input.guestName),
    t.intro(input.propertyName),
    t.stay(formatDate(input.checkIn, input.locale), formatDate(input.checkOut, input.locale), f.nights),
    [withColon(t.guestsTitle, input.locale), ...guestLines].join("\n"),
    [withColon(t.priceTitle, input.locale), ...priceLines].join("\n"),
    t.deposit(chf(f.deposit), chf(f.total - f.deposit)),
    t.link(input.offerUrl, input.expiresOn ? formatDate(input.expiresOn, input.locale) : null),
    ...(terms ? [t.terms(`${input.localizedOrigin}${terms}`)] : []),
    `${t.closing}\n${t.signature}`,
  ];
  return sections.join("\n\n");
}
