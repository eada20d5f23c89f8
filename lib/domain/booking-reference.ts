/**
 * Booking references and titles as guests see them (success page, test payment page, My bookings).
 *
 * A reference made here comes from the payment session id. Stripe's ids are alphanumeric after
 * their prefix, but the test payment page's are base64url ("cs_local_…") and may end in "-" or "_":
 * the last eight characters then made references such as "-K2XQ7ZP". Only letters and digits are
 * taken, so a reference never starts (or ends) with punctuation.
 */

/** The last 8 letters and digits of the payment session id, upper-cased: the reference the guest sees. */
export function bookingReference(sessionId: string): string {
  return sessionId.replace(/[^A-Za-z0-9]/g, "").slice(-8).toUpperCase();
}

/**
 * A stored reference for display: trimmed, without leading or trailing dashes, underscores or dots
 * (references made before the rule above, or typed into Smoobu), null when nothing is left.
 */
export function displayReference(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const cleaned = raw.trim().replace(/^[\s\-_.–—·]+|[\s\-_.–—·]+$/gu, "");
  return cleaned === "" ? null : cleaned;
}

/**
 * The title of a booking: "Booking ABC12345 · Chalet Dom". `label` is the translated word for a
 * booking; a missing reference or house is left out together with its separator, so the title
 * never shows a dangling dash or dot ("Booking – · Chalet Dom" was shown for an unpaid offer).
 */
export function bookingTitle(label: string, input: { reference: string | null | undefined; property: string | null | undefined }): string {
  const reference = displayReference(input.reference);
  const property = input.property?.trim() || null;
  const head = reference ? `${label} ${reference}` : label;
  return property ? `${head} · ${property}` : head;
}
