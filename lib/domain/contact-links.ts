import { z } from "zod";

// mailto: and tel: links built from data we do not control (Smoobu's guest fields, profiles,
// settings). A link is made only from a value that is exactly one address or number; anything
// else is shown as plain text by the caller.

/** zod's e-mail check (no "?", "&", "%", spaces or commas), within RFC 5321's 254 characters. */
const plainAddress = z.email().max(254);

/**
 * A "mailto:" URL for one valid e-mail address, or null. The mailto: scheme (RFC 6068) reads
 * "?cc=…&bcc=…&subject=…&body=…" and commas as more recipients, so an unchecked
 * "x@example.com?cc=spy@evil.test" would copy the office's reply to a stranger.
 */
export function mailtoHref(email: string | null | undefined): string | null {
  if (!email) return null;
  return plainAddress.safeParse(email).success ? `mailto:${email}` : null;
}

/** Fewer digits than this is no phone number worth dialling (an emergency number has three). */
const MIN_PHONE_DIGITS = 3;

/**
 * A "tel:" URL: dialers want the digits, with a leading + for an international number, and
 * nothing else: RFC 3966 parameters (";ext=", ";phone-context=") and anything after them are
 * dropped. Null when the value has too few digits to be a number.
 */
export function telHref(phone: string | null | undefined): string | null {
  // What follows ";", "?" or "," is parameters or a second number, never part of this one.
  const number = phone?.split(/[;?,]/)[0]?.trim() ?? "";
  const digits = number.replace(/\D/g, "");
  if (digits.length < MIN_PHONE_DIGITS) return null;
  return `tel:${number.startsWith("+") ? "+" : ""}${digits}`;
}
