import type { IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";

const TAGS = { de: "de-CH", en: "en-CH", fr: "fr-CH" } as const;

/**
 * A calendar date ("2026-12-01") for display. Formatted in UTC because the date is stored as UTC
 * midnight: in any other zone the day could shift.
 */
export function formatIsoDate(date: IsoDate, locale: Locale, style: "medium" | "full" = "medium"): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: style, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant (a payment's time) in Saas-Fee's time zone. */
export function formatInstant(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" }).format(new Date(iso));
}

/** A month of the payments' totals ("2026-11") as "November 2026" in the visitor's language. */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}
