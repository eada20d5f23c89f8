/**
 * A property's URL name: lower-case letters and digits in words joined by single hyphens, at most
 * 80 characters (what the editor accepts). A path part that is not one (a NUL character, a
 * percent-decoded control character, an upper-case or over-long name) names no property and never
 * reaches the database: PostgreSQL refuses a NUL in text, which used to answer 500.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
