import { addDays, eachNight, type IsoDate } from "@/lib/domain/dates";
import type { SeedProperty } from "./content/types";

export interface PlannedRate {
  date: IsoDate;
  price: number | null;
  available: boolean;
  minLengthOfStay: number | null;
}

export const RATE_DAYS = 400;

/** High season: Christmas to Epiphany, February (sports holidays) and Easter-ish weeks. */
function isHighSeason(date: IsoDate): boolean {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return (month === 12 && day >= 20) || (month === 1 && day <= 6) || month === 2;
}

function nightlyPrice(p: SeedProperty, date: IsoDate): number {
  const month = Number(date.slice(5, 7));
  if (isHighSeason(date)) return p.highSeasonPrice;
  if (month === 12 || month === 1 || month === 3 || month === 4) return p.winterPrice;
  if (month === 7 || month === 8) return p.summerPrice;
  // Shoulder season (May, June, September to November): cheaper, rounded to 5 CHF.
  return Math.round((Math.min(p.winterPrice, p.summerPrice) * 0.8) / 5) * 5;
}

/**
 * Nightly rates from `today` for RATE_DAYS days. Nights in `occupied` (booked stays) and the
 * owner's blocked stretches are unavailable with no price, as Smoobu reports them.
 */
export function planRates(p: SeedProperty, index: number, today: IsoDate, occupied: ReadonlySet<IsoDate>): PlannedRate[] {
  const ownerBlocks = new Set<IsoDate>([
    // A week the owners keep for themselves and a maintenance stretch, different per property.
    ...eachNight(addDays(today, 45 + index * 11), addDays(today, 52 + index * 11)),
    ...eachNight(addDays(today, 200 + index * 7), addDays(today, 204 + index * 7)),
  ]);
  return eachNight(today, addDays(today, RATE_DAYS + 1)).map((date) => {
    const available = !occupied.has(date) && !ownerBlocks.has(date);
    return {
      date,
      price: available ? nightlyPrice(p, date) : null,
      available,
      minLengthOfStay: available ? (isHighSeason(date) ? 3 : 2) : null,
    };
  });
}
