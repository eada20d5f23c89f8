import { isIsoDate, type IsoDate } from "./dates";

/**
 * A calendar date as the office writes it in every language: "27.11.2026" (dd.MM.yyyy). The
 * admin's lists use it in English and French too: the team works with Swiss dates, and the US
 * order (11/27/2026) of en's default misreads 05.12 as 12 May.
 */
export function swissDate(date: IsoDate): string {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

/** "27.11.2026 – 02.12.2026". */
export function swissRange(from: IsoDate, to: IsoDate): string {
  return `${swissDate(from)} – ${swissDate(to)}`;
}
