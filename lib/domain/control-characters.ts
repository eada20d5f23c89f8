/** Control characters (C0, DEL, C1), which no search or filter needs and PostgreSQL may refuse (NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Whether text has a control character. A URL path part with one names nothing we serve (slugs,
 * ids, tokens and file names never have them) and PostgreSQL refuses a NUL in text.
 */
export function hasControlCharacters(value: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(value);
}

/** Text from a URL or a form with its control characters removed. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}
