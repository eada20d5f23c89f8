"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { TEST_BOOKING_ID, testWebhookBody } from "@/lib/domain/test-booking";
import { env } from "@/lib/env";
import { smoobuFromEnv } from "@/lib/integrations/smoobu";
import { BookingNotConfirmedError } from "@/lib/jobs/sync/webhook-booking";
import { processSmoobuDelivery } from "@/lib/jobs/sync/webhook-process";
import { devWebhookActionSchema } from "@/lib/schemas/sync";

/**
 * 'Webhook Test': posts the test booking to our own /api/webhooks/smoobu over HTTP (SITE_URL), as
 * Smoobu would, so token, parsing and writing are all exercised. Uses the first property with a
 * Smoobu id, so no property is created for a test. The webhook only stores the delivery and
 * queues its job; the delivery is then handled here at once (a job that gets to it first leaves
 * its outcome, which is read back), so the developer sees what it did. The test booking is stored
 * only if Smoobu knows it (a webhook is a hint): otherwise the outcome says that Smoobu did not
 * confirm it, and its job reads again a few times before dropping the delivery.
 */
export const sendTestWebhookAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "sendTestWebhook", messages: "dev" })
  .inputSchema(devWebhookActionSchema)
  .action(async ({ parsedInput }) => {
    const config = env();
    if (!config.SMOOBU_WEBHOOK_TOKEN) throw new ExpectedError("webhookNotConfigured");
    const property = await (await getDb()).property.findFirst({ where: { smoobuPropertyId: { not: null } }, orderBy: { name: "asc" }, select: { name: true, smoobuPropertyId: true } });
    const apartment = { id: property?.smoobuPropertyId ?? TEST_BOOKING_ID, name: property?.name ?? "Webhook Test" };
    const url = new URL("/api/webhooks/smoobu", config.SITE_URL);
    url.searchParams.set("token", config.SMOOBU_WEBHOOK_TOKEN);
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(testWebhookBody(parsedInput.action, apartment, new Date())),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { outcome?: unknown; deliveryId?: unknown; reason?: unknown };
    if (typeof body.deliveryId === "string" && body.outcome === "queued") {
      try {
        const handled = await processSmoobuDelivery(body.deliveryId, { db: await getDb(), client: smoobuFromEnv({ maxRetryWaitMs: 5_000 }) });
        return { status: response.status, outcome: handled.outcome ?? handled.status };
      } catch (error) {
        if (!(error instanceof BookingNotConfirmedError)) throw error;
        return { status: response.status, outcome: `unconfirmed: ${error.message}` };
      }
    }
    const outcome = typeof body.outcome === "string" ? body.outcome : typeof body.reason === "string" ? body.reason : "";
    return { status: response.status, outcome };
  });
