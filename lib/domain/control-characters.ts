/** Control characters (C0, DEL, C1), which no search or filter needs and PostgreSQL may refuse (NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text from a URL or a form with its control characters removed. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}
