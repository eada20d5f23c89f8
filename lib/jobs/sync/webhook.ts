import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { SmoobuError, type SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema, smoobuWebhookSchema, type SmoobuBooking } from "@/lib/schemas/smoobu";
import { propertyTags, revalidatePublic } from "../revalidate";
import { newWriterCache, writeSmoobuBooking } from "./booking-writer";

// Smoobu's webhook (INTEGRATIONS.md): unsigned, repeated and out of order. The payload is a hint:
// when the API is configured the booking is read again from Smoobu before writing; a repeated
// delivery (same body) is recognised in processed_webhook_events; an older version never
// overwrites a newer one (booking-writer); an overlap is logged and answered, not crashed on.

export const BOOKING_ACTIONS = ["newReservation", "updateReservation", "cancelReservation", "deleteReservation"] as const;
type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type WebhookResult =
  | { status: 400; outcome: "malformed" }
  | { status: 200; outcome: "ignored" | "duplicate" | "created" | "updated" | "stale" | "overlap" | "unknownBooking" };

const isBookingAction = (a: string): a is BookingAction => (BOOKING_ACTIONS as readonly string[]).includes(a);

async function authoritative(action: BookingAction, hint: SmoobuBooking, client: SmoobuClient | null): Promise<SmoobuBooking> {
  if (!client || action === "deleteReservation") return hint;
  try {
    return await client.reservation(hint.id);
  } catch (error) {
    // Smoobu unreachable or the booking already gone: the payload is all we have.
    console.warn(`[webhook] could not re-read booking ${hint.id} from Smoobu; using the payload`, error instanceof SmoobuError ? error.message : error);
    return hint;
  }
}

export async function handleSmoobuWebhook(rawBody: string, deps: { db: Db; client: SmoobuClient | null }): Promise<WebhookResult> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, outcome: "malformed" };
  }
  const envelope = smoobuWebhookSchema.safeParse(json);
  if (!envelope.success) return { status: 400, outcome: "malformed" };
  const { action } = envelope.data;
  if (!isBookingAction(action)) return { status: 200, outcome: "ignored" };
  const hint = smoobuBookingSchema.safeParse(envelope.data.data);
  if (!hint.success) return { status: 400, outcome: "malformed" };

  const { db } = deps;
  const eventId = createHash("sha256").update(rawBody).digest("hex");
  if (await db.processedWebhookEvent.findUnique({ where: { provider_eventId: { provider: "smoobu", eventId } } })) {
    return { status: 200, outcome: "duplicate" };
  }

  let outcome: WebhookResult["outcome"];
  if (action === "deleteReservation" && !(await db.booking.findUnique({ where: { smoobuBookingId: hint.data.id }, select: { id: true } }))) {
    outcome = "unknownBooking";
  } else {
    const booking = await authoritative(action, hint.data, deps.client);
    // A cancellation delivered before Smoobu's API reflects it is still a cancellation.
    const data = action === "cancelReservation" ? { ...booking, type: "cancellation" } : booking;
    const written = await writeSmoobuBooking(db, data, newWriterCache(), { deleted: action === "deleteReservation" });
    outcome = written.kind;
    if (written.kind === "created" || written.kind === "updated") revalidatePublic(propertyTags([{ id: written.propertyId, slug: written.propertySlug }]));
  }

  try {
    await db.processedWebhookEvent.create({ data: { provider: "smoobu", eventId, eventType: action } });
  } catch (error) {
    // The same delivery was handled concurrently: fine, the write above is idempotent.
    if (!isUniqueViolation(error)) throw error;
  }
  return { status: 200, outcome };
}
