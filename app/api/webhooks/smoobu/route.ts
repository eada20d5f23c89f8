import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { webhookTokenMatches } from "@/lib/domain/webhook-token";
import { env } from "@/lib/env";
import { smoobuFromEnv } from "@/lib/integrations/smoobu";
import { handleSmoobuWebhook } from "@/lib/jobs/sync/webhook";
import { readBodyCapped, WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";

// Smoobu's webhook: POST /api/webhooks/smoobu?token=… (Smoobu does not sign its deliveries).

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!webhookTokenMatches(request.nextUrl.searchParams.get("token"), env().SMOOBU_WEBHOOK_TOKEN)) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }
  const rawBody = await readBodyCapped(request, WEBHOOK_BODY_LIMIT);
  if (rawBody === null) return NextResponse.json({ error: "payload too large" }, { status: 413 });
  const result = await handleSmoobuWebhook(rawBody, { db: await getDb(), client: smoobuFromEnv({ maxRetryWaitMs: 5_000 }) });
  return NextResponse.json({ outcome: result.outcome }, { status: result.status });
}
