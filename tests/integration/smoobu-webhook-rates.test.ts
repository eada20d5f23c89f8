import { describe, expect, it, vi } from "vitest";
import { readCalendarNights } from "@/lib/data/quote";
import { addDays as addIsoDays } from "@/lib/domain/dates";
import { ratesWindow } from "@/lib/jobs/sync/rates-sync";
import { ratesPayloads, sendRatesWebhook } from "@/tests/fakes/smoobu/webhooks";
import { APARTMENT, OTHER, webhookWorldForThisFile } from "./support/smoobu-webhook-world";

// updateRates through POST /api/webhooks/smoobu and its job, against a fake Smoobu whose GET
// /rates silently serves at most 30 days from start_date (the real limit is not documented): the
// named apartment's rates are refreshed for the days named, in chunks continued after a narrowed
// answer, and the calendar of the property page reads the change.

// Next's data cache only exists inside a Next server: pass-through, and revalidations recorded.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { w, handle, payloadOnly, deliver } = webhookWorldForThisFile({ ratesMaxDays: 30 });

describe("updateRates", () => {
  const window = ratesWindow(new Date());
  const day = (n: number) => addIsoDays(window.start, n);
  const rate = (available: boolean) => (available ? { price: 200, min_length_of_stay: 2, available: 1 as const } : { price: null, min_length_of_stay: null, available: 0 as const });
  /** Smoobu lists every day of the range it serves: the whole window, free, for both apartments. */
  function smoobuHasAllFree() {
    for (const a of [APARTMENT, OTHER]) {
      const days: Record<string, ReturnType<typeof rate>> = {};
      for (let d = window.start; d <= window.end; d = addIsoDays(d, 1)) days[d] = rate(true);
      w.fake.rates.set(a.id, days);
    }
  }
  // What the property page's calendar reads.
  const unavailable = async (id: string) => (await readCalendarNights(id, window.start, addIsoDays(window.end, 1))).unavailable;
  const ratesRequests = () => w.fake.requests.filter((r) => r.path === "/api/rates").length;

  it("refreshes that apartment's rates for the days given, only those, and the calendar shows it", async () => {
    smoobuHasAllFree();
    expect(await deliver("updateRates", ratesPayloads.apartments([APARTMENT.id, OTHER.id]))).toBe("ratesRefreshed");
    const all = await w.db.prisma.propertyRate.count({ where: { propertyId: w.propertyId } });
    expect(all).toBe(await w.db.prisma.propertyRate.count({ where: { propertyId: w.otherId } }));
    expect(all).toBeGreaterThan(700);
    expect(await unavailable(w.propertyId)).toEqual([]);

    // In Smoobu, days 40-44 are booked or blocked in both chalets; the webhook names one of them.
    for (const a of [APARTMENT, OTHER]) for (let n = 40; n < 45; n++) (w.fake.rates.get(a.id) ?? {})[day(n)] = rate(false);
    revalidated.length = 0;
    const before = ratesRequests();
    expect(await deliver("updateRates", ratesPayloads.range(APARTMENT.id, day(35), day(99)))).toBe("ratesRefreshed");
    expect(await unavailable(w.propertyId)).toEqual([40, 41, 42, 43, 44].map(day));
    expect(await unavailable(w.otherId)).toEqual([]); // not named: unchanged until its own update
    expect(await w.db.prisma.propertyRate.count({ where: { propertyId: w.propertyId } })).toBe(all);
    expect(revalidated).toEqual(expect.arrayContaining([`rates:${w.propertyId}`, "property:chalet-webhook"]));
    expect(revalidated).not.toContain(`rates:${w.otherId}`);
    // 65 days asked in one chunk of 90, narrowed by the fake to 30: continued twice after the last day served.
    expect(ratesRequests() - before).toBe(3);
  });

  it("accepts the other plausible shapes of the payload", async () => {
    smoobuHasAllFree();
    for (let n = 10; n < 12; n++) (w.fake.rates.get(OTHER.id) ?? {})[day(n)] = rate(false);
    expect(await deliver("updateRates", ratesPayloads.fromTo(OTHER.id, day(10), day(10)))).toBe("ratesRefreshed");
    expect(await unavailable(w.otherId)).toEqual([day(10)]);
    expect(await deliver("updateRates", ratesPayloads.operations([OTHER.id], [day(9), `${day(11)}:${day(12)}`]))).toBe("ratesRefreshed");
    expect(await unavailable(w.otherId)).toEqual([day(10), day(11)]);
    (w.fake.rates.get(OTHER.id) ?? {})[day(20)] = rate(false);
    expect(await deliver("updateRates", ratesPayloads.ratesMap(OTHER.id, { [day(20)]: rate(false) }))).toBe("ratesRefreshed");
    expect(await unavailable(w.otherId)).toEqual([day(10), day(11), day(20)]);
    // Nothing recognisable: every apartment, the whole window.
    (w.fake.rates.get(APARTMENT.id) ?? {})[day(600)] = rate(false);
    expect(await deliver("updateRates", ratesPayloads.empty())).toBe("ratesRefreshed");
    expect(await unavailable(w.propertyId)).toEqual([day(600)]);
    // Days before today or after the window are not the site's: nothing to ask.
    expect(await deliver("updateRates", ratesPayloads.range(OTHER.id, "2001-01-01", "2001-01-31"))).toBe("outsideWindow");
    expect(await deliver("updateRates", ratesPayloads.apartments([9_999_999]))).toBe("unknownApartment");
  });

  it("without the API there is nothing to re-read: recorded, not refused", async () => {
    payloadOnly();
    const answer = await sendRatesWebhook(w.hookUrl, ratesPayloads.apartments([APARTMENT.id]));
    expect([answer.status, answer.json?.outcome]).toEqual([200, "queued"]);
    expect(await handle(String(answer.json?.deliveryId))).toEqual({ status: "processed", outcome: "notConfigured" });
  });
});

