import "server-only";
import { getDb } from "@/lib/db";

/** The latest Smoobu webhook deliveries with what became of them (/dev). */
export async function listRecentWebhookDeliveries(take = 50) {
  return (await getDb()).smoobuWebhookDelivery.findMany({
    orderBy: { receivedAt: "desc" },
    take,
    select: { id: true, action: true, smoobuBookingId: true, apartmentId: true, status: true, outcome: true, attempts: true, receivedAt: true, processedAt: true },
  });
}
