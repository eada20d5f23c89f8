import { randomBytes } from "node:crypto";
import { seedProperties } from "@/prisma/seed/content";
import { addDays, isoDay } from "./generate";
import { startFakeSmoobu, type FakeSmoobu } from "./server";

/** The demo fake's credentials (the security suite looks for them in the client bundles). */
export const DEMO_SMOOBU_API_KEY = "fake-smoobu-key";
export const DEMO_SMOOBU_API_SECRET = "fake-smoobu-secret";
export const DEMO_DIRECT_CHANNEL_ID = 465612;

/**
 * The fake Smoobu that `npm start` runs in-process when SMOOBU_FAKE=1 (and the e2e server always):
 * the seeded properties as apartments, three bookings each from about 14 months ahead (clear of
 * the seeded stays), 24 months of rates, HMAC signing on. Points the SMOOBU_* variables of this
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
  const today = new Date();
  for (const [i, p] of seedProperties.entries()) {
    const nightly = Number(p.pricePerNight ?? 200);
    const days: Record<string, { price: number | null; min_length_of_stay: number | null; available: 0 | 1 }> = {};
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
