import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { claimRevalidationNonce } from "@/lib/data/revalidate-nonces";
import { verifyRevalidation } from "@/lib/domain/revalidate-request";
import { env } from "@/lib/env";
import { readBodyCapped } from "@/lib/security/read-body";

// Revalidation asked for by this app's own job workers (they run outside any request, where
// revalidateTag cannot work). Signed with the server secret and accepted once per nonce; anything
// else, a replay included, is a 401.

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<NextResponse> {
  // A list of cache tags: a few hundred bytes; anything much larger is not from our workers.
  const body = await readBodyCapped(request, 64 * 1024);
  const revalidation = body === null ? null : verifyRevalidation(env().AUTH_SECRET, body, request.headers.get("x-revalidate-signature"));
  if (!revalidation || !(await claimRevalidationNonce(revalidation.nonce))) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }
  for (const tag of revalidation.tags) revalidateTag(tag, "max");
  return NextResponse.json({ revalidated: revalidation.tags.length });
}
