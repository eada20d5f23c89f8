/**
 * Creating a paid stay's reservation in Smoobu exactly once: the rules, without I/O.
 *
 * Smoobu documents no idempotency key, so a POST is sent once and its outcome classified: a lost
 * answer or a 5xx may have created the reservation (look it up before anything else); a 429 did
 * nothing (wait, then send); 401/403 are our credentials (the office); any other 4xx is a refusal
 * of the request, which only a look at the apartment's reservations can call an overlap (the
 * guest is refunded) rather than an invalid request (the office fixes it, no refund).
 */

export type FailureKind = "noAnswer" | "outage" | "rateLimited" | "auth" | "notFound" | "refused";

/** What to do after a POST failed. */
export type AfterFailure = "lookUp" | "retryLater" | "auth" | "confirmRefusal";

export function afterCreateFailure(kind: FailureKind): AfterFailure {
  switch (kind) {
    case "noAnswer":
    case "outage":
      return "lookUp";
    case "rateLimited":
      return "retryLater";
    case "auth":
      return "auth";
    case "notFound":
    case "refused":
      return "confirmRefusal";
  }
}

/** A reservation as the lookup sees it (Smoobu's wire fields, parsed). */
export interface SeenReservation {
  id: number;
  arrival: string;
  departure: string;
  type: string | null;
  notice: string | null;
  email: string | null;
}

export interface OurStay {
  reference: string;
  arrival: string;
  departure: string;
  email: string;
}

/** The line written into the reservation's notice so that a lost answer can be found again. */
export function reservationMarker(reference: string): string {
  return `Ref. ${reference} (saastal-chalets)`;
}

/** The notice sent with the create: the guest's request, then our marker. */
export function noticeWithMarker(specialRequests: string, reference: string): string {
  const text = specialRequests.trim();
  return text ? `${text}\n\n${reservationMarker(reference)}` : reservationMarker(reference);
}

const live = (r: SeenReservation) => r.type !== "cancellation";

/**
 * Ours: the same dates and our marker in the notice, or (a notice Smoobu shortened or an office
 * edit) the same dates and the guest's e-mail.
 */
export function isOurReservation(r: SeenReservation, stay: OurStay): boolean {
  if (!live(r) || r.arrival !== stay.arrival || r.departure !== stay.departure) return false;
  if ((r.notice ?? "").includes(reservationMarker(stay.reference))) return true;
  const email = stay.email.trim().toLowerCase();
  return email !== "" && (r.email ?? "").trim().toLowerCase() === email;
}

/** After a lost answer: our reservation if Smoobu holds it, else nothing was created. */
export function findOurs(seen: readonly SeenReservation[], stay: OurStay): number | null {
  return seen.find((r) => isOurReservation(r, stay))?.id ?? null;
}

const overlaps = (r: SeenReservation, stay: OurStay) => live(r) && r.arrival < stay.departure && stay.arrival < r.departure;

/**
 * After a refusal, from the live reservations overlapping the stay: ours (an earlier answer was
 * lost after all), an overlap (another reservation holds some night), or an invalid request.
 */
export function classifyRefusal(seen: readonly SeenReservation[], stay: OurStay): { kind: "created"; id: number } | { kind: "overlap" } | { kind: "invalid" } {
  const ours = findOurs(seen, stay);
  if (ours !== null) return { kind: "created", id: ours };
  return seen.some((r) => overlaps(r, stay)) ? { kind: "overlap" } : { kind: "invalid" };
}

/** Waits between tries of the job (a lost answer, an outage, a rate limit), then the office. */
export const RETRY_DELAYS_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000, 20 * 60_000, 30 * 60_000] as const;
/** After this long unresolved, the office is told (the job keeps the request for them). */
export const GIVE_UP_AFTER_MS = 75 * 60_000;

/** The wait before try `tries` + 1 (tries counted from 1), at least what Smoobu asked for. */
export function retryDelayMs(tries: number, askedMs: number | null = null): number {
  const index = Math.min(Math.max(tries, 1), RETRY_DELAYS_MS.length) - 1;
  return Math.max(RETRY_DELAYS_MS[index] ?? RETRY_DELAYS_MS[0], askedMs ?? 0);
}

/**
 * A POST marked as sent this recently may still be on its way: neither look it up nor send
 * another (the lookup could miss a reservation being saved right now).
 */
export function stillInFlight(sentAt: Date, now: Date, createTimeoutMs: number): boolean {
  return now.getTime() - sentAt.getTime() < createTimeoutMs + 15_000;
}
