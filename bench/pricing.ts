// Per-call time of the shared pricing and availability rules for a 14-night stay over 400 days
// of rates (what /api/quote and the listing search do per property).
import { isStayAvailable } from "@/lib/domain/availability";
import { addDays, eachNight } from "@/lib/domain/dates";
import { priceStay } from "@/lib/domain/pricing";

export function benchPricing(iterations = 20_000) {
  const today = "2026-11-21";
  const rates = eachNight(today, addDays(today, 400)).map((date, i) => ({ date, price: 20_000 + (i % 7) * 1_000, available: i % 53 !== 0 }));
  const checkIn = addDays(today, 100);
  const checkOut = addDays(checkIn, 14);
  const guests = { adults: 4, children6To16: 2, children3To5: 1, babies: 1 };
  let sink = 0;
  const run = () => {
    const available = isStayAvailable(rates, checkIn, checkOut);
    const result = priceStay({ checkIn, checkOut, guests, rates, pricePerNight: null, cleaningFee: null, propertyDownpayment: null });
    sink += available && result.ok ? result.breakdown.total : 0;
  };
  for (let i = 0; i < 1_000; i++) run(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  const ns = Number(process.hrtime.bigint() - start);
  return { name: "pricing+availability, 14 nights over 400 days of rates", iterations, microsecondsPerCall: ns / iterations / 1000, checksum: sink };
}
