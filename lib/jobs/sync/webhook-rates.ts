import type { Db } from "@/lib/db/client";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import type { SmoobuDelivery } from "@/lib/schemas/smoobu-webhook";
import { ratesProperties, ratesWindow, refreshPropertyRates } from "./rates-sync";
import type { HandledDelivery } from "./webhook-booking";

type RatesDelivery = Extract<SmoobuDelivery, { kind: "rates" }>;

/**
 * updateRates: the rates of the apartments it names (every apartment when it names none) for the
 * days it names, within the window the site shows (today + 24 months; the whole window when it
 * names no days), read again from Smoobu. A Smoobu failure throws: the delivery stays queued and
 * its job is retried.
 */
export async function handleRatesDelivery(delivery: RatesDelivery, deps: { db: Db; client: SmoobuClient | null; now?: Date }): Promise<HandledDelivery> {
  const { db, client } = deps;
  if (!client) return { status: "processed", outcome: "notConfigured" };
  const window = ratesWindow(deps.now ?? new Date());
  const start = delivery.start && delivery.start > window.start ? delivery.start : window.start;
  const end = delivery.end && delivery.end < window.end ? delivery.end : window.end;
  if (start > end) return { status: "processed", outcome: "outsideWindow" };
  const properties = await ratesProperties(db, delivery.apartmentIds.length ? delivery.apartmentIds : undefined);
  if (properties.length === 0) return { status: "processed", outcome: "unknownApartment" };
  const result = await refreshPropertyRates({ db, client }, properties, start, end);
  return { status: "processed", outcome: result.missing.length ? "ratesPartial" : "ratesRefreshed" };
}
