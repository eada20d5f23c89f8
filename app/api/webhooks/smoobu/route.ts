import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { webhookTokenMatches } from "@/lib/domain/webhook-token";
import { env } from "@/lib/env";
import { smoobuFromEnv } from "@/lib/integrations/smoobu";
import { handleSmoobuWebhook } from "@/lib/jobs/sync/webhook";

// Smoobu's webhook: POST /api/webhooks/smoobu?token=… (Smoobu does not sign its deliveries).

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!webhookTokenMatches(request.nextUrl.searchParams.get("token"), env().SMOOBU_WEBHOOK_TOKEN)) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }
  const result = await handleSmoobuWebhook(await request.text(), { db: await getDb(), client: smoobuFromEnv({ maxRetryWaitMs: 5_000 }) });
  return NextResponse.json({ outcome: result.outcome }, { status: result.status });
}
