/**
 * Punctuation that differs between the site's languages, for text put together in code.
 * French sets a narrow no-break space (U+202F) before : ; ? ! ("Adresse : …"); German and English
 * put none. The messages carry it themselves; this is for labels joined to values in code.
 */

const NARROW_NO_BREAK_SPACE = "\u202f";

/** "Address:" / "Adresse :" – a label and its colon, in the language of `locale` ("de", "fr-CH" …). */
export function withColon(label: string, locale: string): string {
  return locale.toLowerCase().startsWith("fr") ? `${label}${NARROW_NO_BREAK_SPACE}:` : `${label}:`;
}

/** "Address: Saas-Fee" / "Adresse : Saas-Fee" – a label, its colon and a value. */
export function labelled(label: string, value: string, locale: string): string {
  return `${withColon(label, locale)} ${value}`;
}
