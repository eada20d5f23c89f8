import { randomBytes } from "node:crypto";
import { addDays as addIsoDays, todayIn, SITE_TIME_ZONE } from "@/lib/domain/dates";
import { occupiedNights, planBookings, type ChannelKey } from "@/prisma/seed/bookings";
import { planOffers } from "@/prisma/seed/offers";
import { planRates } from "@/prisma/seed/rates";
import { seedProperties } from "@/prisma/seed/content";
import { addDays, isoDay, type WireBooking } from "./generate";
import { startFakeSmoobu, type FakeRateDay, type FakeSmoobu } from "./server";

/** The demo fake's credentials (the security suite looks for them in the client bundles). */
export const DEMO_SMOOBU_API_KEY = "fake-smoobu-key";
export const DEMO_SMOOBU_API_SECRET = "fake-smoobu-secret";
export const DEMO_DIRECT_CHANNEL_ID = 465612;

/** The seed's channels (prisma/seed/seed.ts), as Smoobu reports them. */
const SEED_CHANNELS: Record<ChannelKey, { id: number; name: string }> = {
  direct: { id: 465612, name: "Direct" },
  airbnb: { id: 465613, name: "Airbnb" },
  booking: { id: 465614, name: "Booking.com" },
  blocked: { id: 465615, name: "Blocked" },
};

/**
 * The seeded bookings (Smoobu ids 50,000,001 and up) as Smoobu holds them, so that a reconciliation
 * of the demo finds them. Their modifiedAt is a day older than the seed's, so a sync leaves the
 * seeded rows (and what the demo accounts own) as they are.
 */
function seededBookings(): WireBooking[] {
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const bySlug = new Map(seedProperties.map((p) => [p.slug, p]));
  const plan = planBookings(seedProperties, today);
  const wire: WireBooking[] = plan.flatMap((b) => {
    const p = bySlug.get(b.propertySlug);
    if (!p) return [];
    const stamp = `${addIsoDays(b.arrival < today ? b.arrival : today, -11)} 12:00`;
    const chf = (r: number | null) => (r === null ? null : r / 100);
    return [{
      id: b.smoobuBookingId, "reference-id": `SC-${b.smoobuBookingId}`, type: b.type === "cancelled" ? "cancellation" : "reservation",
      arrival: b.arrival, departure: b.departure, "created-at": stamp, modifiedAt: stamp,
      apartment: { id: p.smoobuPropertyId, name: p.name }, channel: SEED_CHANNELS[b.channel], "guest-name": b.guestName,
      email: b.email, phone: b.phone, adults: b.adults, children: b.children, "check-in": "16:00", "check-out": "10:00", notice: "",
      price: chf(b.price), "price-paid": b.pricePaid ? "Yes" : "No", prepayment: chf(b.prepayment), "prepayment-paid": b.prepaymentPaid ? "Yes" : "No",
      deposit: null, "deposit-paid": "No", language: b.language, "is-blocked-booking": b.channel === "blocked",
    }];
  });
  // The seeded paid offer's booking (prisma/seed/seed.ts, Smoobu id 50,000,900), as its fulfilment made it.
  const occupied = occupiedNights(plan);
  const rates = new Map(seedProperties.map((p, i) => [p.slug, planRates(p, i, today, occupied.get(p.slug) ?? new Set())]));
  for (const o of planOffers(seedProperties, (slug) => rates.get(slug) ?? [], today)) {
    const p = o.propertySlug ? bySlug.get(o.propertySlug) : undefined;
    if (o.status !== "accepted" || !p || !o.checkIn || !o.checkOut || !o.breakdown) continue;
    const stamp = `${addIsoDays(today, -11)} 12:00`;
    wire.push({
      id: 50_000_900, "reference-id": "SC-OFFER-1", type: "reservation", arrival: o.checkIn, departure: o.checkOut, "created-at": stamp, modifiedAt: stamp,
      apartment: { id: p.smoobuPropertyId, name: p.name }, channel: SEED_CHANNELS.direct, "guest-name": o.guestName ?? "", email: o.guestEmail, phone: o.guestPhone,
      adults: o.adults, children: o.children6To16 + o.children3To5 + o.babies, price: o.breakdown.total / 100, "price-paid": "No",
      prepayment: o.breakdown.deposit / 100, "prepayment-paid": "Yes", language: o.language, "is-blocked-booking": false,
    });
  }
  return wire;
}

/**
 * The fake Smoobu that `npm start` runs in-process when SMOOBU_FAKE=1 (and the e2e server always):
 * the seeded properties as apartments, the seeded bookings, three more bookings each from about
 * 14 months ahead (clear of the seeded stays), 24 months of rates, HMAC signing on. Points the SMOOBU_* variables of this
 * process (and so of the Next server it spawns) at it. SMOOBU_FAKE_PORT fixes its port, so that
 * e2e specs can add reservations to it (tests/faults/http).
 */
export async function startDemoSmoobu(): Promise<FakeSmoobu> {
  const apiKey = DEMO_SMOOBU_API_KEY;
  const apiSecret = DEMO_SMOOBU_API_SECRET;
  const apartments = seedProperties.map((p) => ({ id: p.smoobuPropertyId, name: p.name }));
  const port = process.env.SMOOBU_FAKE_PORT ? Number(process.env.SMOOBU_FAKE_PORT) : undefined;
  const fake = await startFakeSmoobu({ apiKey, apiSecret, apartments, port });
  fake.generate({ count: apartments.length * 3, apartments, start: addDays(new Date(), 420), firstId: 60_000_001 });
  for (const b of seededBookings()) fake.addBooking(b);
  const today = new Date();
  for (const [i, p] of seedProperties.entries()) {
    const nightly = Number(p.pricePerNight ?? 200);
    const days: Record<string, FakeRateDay> = {};
    for (let d = 0; d < 730; d++) {
      const blocked = (d + i * 5) % 23 < 3;
      days[isoDay(addDays(today, d))] = blocked ? { price: null, min_length_of_stay: null, available: 0 } : { price: nightly, min_length_of_stay: 2, available: 1 };
    }
    fake.rates.set(p.smoobuPropertyId, days);
  }
  process.env.SMOOBU_BASE_URL = fake.baseUrl;
  process.env.SMOOBU_API_KEY = apiKey;
  process.env.SMOOBU_API_SECRET = apiSecret;
  process.env.SMOOBU_WEBHOOK_TOKEN ||= randomBytes(24).toString("hex");
  // The fake's "Direct" channel (generate.ts), the one its reservations report.
  process.env.SMOOBU_DIRECT_CHANNEL_ID ||= String(DEMO_DIRECT_CHANNEL_ID);
  console.info(`[smoobu] fake Smoobu API on ${fake.baseUrl} (${apartments.length} apartments, ${fake.bookings.size} bookings)`);
  return fake;
}
