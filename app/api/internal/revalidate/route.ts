import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { verifyRevalidation } from "@/lib/domain/revalidate-request";
import { env } from "@/lib/env";
import { readBodyCapped } from "@/lib/security/read-body";

// Revalidation asked for by this app's own job workers (they run outside any request, where
// revalidateTag cannot work). Signed with the server secret; anything else is a 401.

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<NextResponse> {
  // A list of cache tags: a few hundred bytes; anything much larger is not from our workers.
  const body = await readBodyCapped(request, 64 * 1024);
  const tags = body === null ? null : verifyRevalidation(env().AUTH_SECRET, body, request.headers.get("x-revalidate-signature"));
  if (!tags) return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  for (const tag of tags) revalidateTag(tag, "max");
  return NextResponse.json({ revalidated: tags.length });
}
