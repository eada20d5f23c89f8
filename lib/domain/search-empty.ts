/**
 * Why a search found no chalet, so the page says what is true: "no chalet available for these
 * dates" only when dates were asked for; without dates (or whatever the dates), a party larger
 * than every chalet in the chosen village sleeps is told that, with the largest that does.
 */

import { villageOf, type Village } from "./search";

export type EmptySearch = { kind: "tooManyGuests"; largest: number } | { kind: "noneForDates" } | { kind: "noneMatch" };

export function emptySearch(
  request: { village: Village | "all"; guests: number | null; dated: boolean },
  chalets: readonly { location: string; maxGuests: number }[],
): EmptySearch {
  const inVillage = chalets.filter((c) => request.village === "all" || villageOf(c.location) === request.village);
  const largest = inVillage.reduce((max, c) => Math.max(max, c.maxGuests), 0);
  if (request.guests !== null && inVillage.length > 0 && request.guests > largest) return { kind: "tooManyGuests", largest };
  return request.dated ? { kind: "noneForDates" } : { kind: "noneMatch" };
}
