/**
 * Languages of the site and texts stored per language (JSON columns such as { de, en, fr }).
 */

export const LOCALES = ["de", "en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
/** German is the owners' language: every text exists at least in German. */
export const DEFAULT_LOCALE: Locale = "de";

export function isLocale(x: unknown): x is Locale {
  return typeof x === "string" && (LOCALES as readonly string[]).includes(x);
}

export type LocalizedText = { de: string; en?: string; fr?: string };

function usable(x: unknown): x is string {
  return typeof x === "string" && x.trim() !== "";
}

/**
 * The text in the visitor's language from a database value, which may be a { de, en, fr }
 * object, a plain string (legacy data, used for every language) or null. Falls back to German,
 * then to the first other language that has text, then to "". Blank strings count as missing.
 */
export function localize(value: unknown, locale: Locale): string {
  return localizeWithLanguage(value, locale).text;
}

/**
 * `localize`, and the language the text is written in: the visitor's, or the one it fell back to
 * (a French page may show a German answer, which must then be typeset as German). A plain string
 * (legacy data) and a missing text have no known language: null.
 */
export function localizeWithLanguage(value: unknown, locale: Locale): { text: string; language: Locale | null } {
  if (typeof value === "string") return { text: usable(value) ? value : "", language: null };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { text: "", language: null };
  const texts = value as Record<string, unknown>;
  for (const candidate of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const text = texts[candidate];
    if (usable(text)) return { text, language: candidate };
  }
  return { text: "", language: null };
}

/**
 * The tag dates are written with in each interface language: Swiss German and French, and British
 * English (the site's English is en-GB: "Monday 1 March 2027", never the US "Monday, March 1, 2027").
 * Any other string (a caller's own tag) is kept as given.
 */
export function dateLocaleTag(locale: string): string {
  return locale === "de" ? "de-CH" : locale === "en" ? "en-GB" : locale === "fr" ? "fr-CH" : locale;
}
