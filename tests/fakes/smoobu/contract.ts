// What the fake Smoobu expects of a client and how it answers, in one place, each rule with its
// public source. The fake follows these sources, not our client: where they disagree, it can do
// both (an option), and our client must accept both. Corrections go here first, then in
// docs/integrations/smoobu.md.

/**
 * POST /reservations refuses a body without these (422).
 * Source: api-evangelist/smoobu openapi/smoobu-reservations-api-openapi.yml, ReservationInput
 * `required: [arrivalDate, departureDate, apartmentId, channelId]`, and the createReservation
 * description ("Requires apartmentId, arrivalDate, departureDate, and channelId along with guest
 * details"). Public clients send channelId on every create (several send 70, "Homepage", or 13,
 * "Direct booking", per Smoobu's documentation, e.g. the Alpenlodge concierge README).
 */
export const CREATE_REQUIRED_FIELDS = ["arrivalDate", "departureDate", "apartmentId", "channelId"] as const;

/**
 * "…along with guest details": public clients always send the guest's first and last name and
 * e-mail (same sources). The fake refuses a create where one of them is missing or empty; tests can
 * require more (e.g. phone) with `extraRequiredFields`.
 */
export const CREATE_GUEST_FIELDS = ["firstName", "lastName", "email"] as const;

/**
 * Error bodies: `{"status":401,"title":"Error occurred","detail":"verification error"}`
 * (INTEGRATIONS.md, Smoobu's docs as quoted there). Validation failures are 422
 * (openapi `ValidationError` response of POST /reservations and POST /rates); the per-field
 * `validation_messages` map follows the API Problem format that title/detail/status come from
 * (RFC 7807 as implemented by Laminas ApiProblem); its exact keys are unconfirmed, so our client
 * reads only status and detail.
 */
export function problem(status: number, detail: string, extra: Record<string, unknown> = {}) {
  return { status, title: status === 422 ? "Unprocessable Entity" : "Error occurred", detail, ...extra };
}
export function validationProblem(fields: Record<string, string>) {
  return problem(422, "Failed Validation", { validation_messages: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, { isEmpty: m }])) });
}

/**
 * Overlapping dates are refused ("overlapping dates are rejected", INTEGRATIONS.md), with a status
 * and wording no source confirms. The fake's default is 400 with the text below; `overlapStatus`
 * switches to 422, so the client cannot rely on either: only a look at the apartment's
 * reservations confirms an overlap.
 */
export const OVERLAP_DETAIL = "The apartment is not available for the requested dates";
export const DEFAULT_OVERLAP_STATUS = 400;

/**
 * 429 carries X-RateLimit-Retry-After: a unix time in seconds per INTEGRATIONS.md's source, a
 * number of seconds per api-evangelist/smoobu rate-limits/smoobu-rate-limits.yml ("Seconds to wait
 * before retrying"). The fake sends either (`retryAfterForm`), unix by default.
 */
export type RetryAfterForm = "unix" | "seconds";

/**
 * Smoobu answers 700 requests a minute, then 429 (Smoobu's changelog of 2026-09-17 as quoted in
 * INTEGRATIONS.md; older sources say 1000). The fake enforces a limit only when a test asks for one
 * (`rateLimit`), counting the requests it served within a sliding window.
 */
export const SMOOBU_RATE_LIMIT = { limit: 700, windowMs: 60_000 } as const;
export const RATE_LIMIT_HEADER = "X-RateLimit-Retry-After";

/**
 * GET /rates: the largest range Smoobu accepts is not documented (INTEGRATIONS.md: "ask for it in
 * chunks"); a real service silently narrows what it will not serve. The fake answers at most
 * `ratesMaxDays` days from start_date (default below) without saying so.
 */
export const DEFAULT_RATES_MAX_DAYS = 365;

/**
 * GET /rates `available`: 1/0 in INTEGRATIONS.md's example ("booked and blocked days are 0"); one
 * public client reads it as a count of free units, so any positive number is open; booleans are
 * accepted too. The fake answers whatever a test stores: a count, 0, true or false.
 */
export type RateAvailable = number | boolean;

/**
 * A create can fail after Smoobu saved the reservation: no idempotency key is documented
 * (INTEGRATIONS.md), so a lost answer or a 5xx says nothing about whether the reservation exists.
 * The fake can save and then drop the answer (the client times out) or answer 500.
 */
export type CreateFault = "dropAnswer" | "errorAfterCreate";

/**
 * PUT /reservations/{id} changes the guest's details and the note for Smoobu's assistant, never the
 * stay's dates (issue 30, from Smoobu's API reference as quoted there; a public client,
 * ccsmiguelangel/P23-WPSunhouseCanariasThemeAPISmoobu includes/smoobu/update_booking.php, sends
 * guestName, guestEmail, guestPhone with a PUT). The body's field → the booking's wire field (the
 * name GET answers assistantNotice under is unconfirmed); anything else (dates included) is ignored.
 */
export const UPDATE_FIELDS: Record<string, string> = {
  guestName: "guest-name",
  guestEmail: "email",
  guestPhone: "phone",
  assistantNotice: "assistant-notice",
};

/** GET /reservations `pageSize` is 1..100 (INTEGRATIONS.md: "pageSize (1..100)"). */
export const MAX_PAGE_SIZE = 100;

/**
 * The plain `Api-Key: <key>` header is refused: Smoobu switched it off on 2026-10-31 (two public
 * clients built from Smoobu's changelog: announced 2026-05-29, moved on 2026-09-23); an earlier
 * third-party specification (api-evangelist/smoobu openapi/_original/smoobu-openapi.yml,
 * securitySchemes) gave 2026-09-25. Every request must carry the HMAC headers; one without them
 * gets Smoobu's 401 body with this detail (INTEGRATIONS.md, "Errors look like").
 */
export const PLAIN_API_KEY_ENDED = "2026-10-31";
export const AUTH_REFUSED_DETAIL = "verification error";

/**
 * A signed request's X-Timestamp may be this far from the server's clock, and a nonce is used once
 * (INTEGRATIONS.md's HMAC scheme, from a third-party specification; the window is unconfirmed).
 */
export const SIGNATURE_MAX_SKEW_MS = 300_000;
