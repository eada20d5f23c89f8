import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { webhookTokenMatches } from "@/lib/domain/webhook-token";
import { env } from "@/lib/env";
import { receiveSmoobuWebhook } from "@/lib/jobs/sync/webhook";
import { enqueueSmoobuDelivery } from "@/lib/jobs/sync/webhook-queue";
import { readBodyCapped, WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";

// Smoobu's webhook: POST /api/webhooks/smoobu?token=… (Smoobu does not sign its deliveries).
// Answered as soon as the delivery is stored; a job does the work (lib/jobs/sync/webhook*.ts).

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!webhookTokenMatches(request.nextUrl.searchParams.get("token"), env().SMOOBU_WEBHOOK_TOKEN)) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }
  const rawBody = await readBodyCapped(request, WEBHOOK_BODY_LIMIT);
  if (rawBody === null) return NextResponse.json({ error: "payload too large" }, { status: 413 });
  try {
    const answer = await receiveSmoobuWebhook(rawBody, { db: await getDb(), enqueue: enqueueSmoobuDelivery });
    return NextResponse.json(answer.body, { status: answer.status });
  } catch (error) {
    // The database could not store it: Smoobu should repeat the delivery later.
    console.error("[webhook] a Smoobu delivery could not be stored", error);
    return NextResponse.json({ error: "unavailable", reason: "the delivery could not be stored; please send it again" }, { status: 503 });
  }
}
