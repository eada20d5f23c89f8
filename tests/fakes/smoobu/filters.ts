// The query filters of GET /reservations, as the fake applies them.

type Raw = Record<string, unknown>;

const day = (v: unknown) => (typeof v === "string" ? v.slice(0, 10) : "");
/** "2026-01-03 13:51" and "2026-01-03" compare as text once both use the same layout. */
const stamp = (v: unknown) => (typeof v === "string" ? v.replace("T", " ").slice(0, 19) : "");

export function filterBookings(all: Raw[], q: URLSearchParams): Raw[] {
  const get = (k: string) => q.get(k) ?? undefined;
  const arrivalFrom = get("arrivalFrom");
  const arrivalTo = get("arrivalTo");
  const departureFrom = get("departureFrom");
  const departureTo = get("departureTo");
  const modifiedFrom = get("modifiedFrom");
  const modifiedTo = get("modifiedTo");
  const apartmentId = get("apartmentId");
  const showCancellation = get("showCancellation") === "true";
  const excludeBlocked = get("excludeBlocked") === "true";
  return all
    .filter((b) => {
      const arrival = day(b.arrival);
      const departure = day(b.departure);
      const modified = stamp(b.modifiedAt ?? b["modified-at"]);
      if (arrivalFrom && arrival && arrival < arrivalFrom) return false;
      if (arrivalTo && arrival && arrival > arrivalTo) return false;
      if (departureFrom && departure && departure < departureFrom) return false;
      if (departureTo && departure && departure > departureTo) return false;
      if (modifiedFrom && modified < stamp(modifiedFrom)) return false;
      if (modifiedTo && modified.slice(0, modifiedTo.length) > stamp(modifiedTo)) return false;
      if (apartmentId && String((b.apartment as { id?: unknown } | undefined)?.id) !== apartmentId) return false;
      if (!showCancellation && b.type === "cancellation") return false;
      if (excludeBlocked && b["is-blocked-booking"] === true) return false;
      return true;
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
}
