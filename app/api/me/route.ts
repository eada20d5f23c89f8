import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/**
 * What the static top bar needs to know about the visitor: signed in or not, and where
 * 'Dashboard' leads. Accounts arrive with the accounts issue (next-auth); until then nobody
 * can be signed in, so the answer is always the signed-out one.
 */
export async function GET() {
  return NextResponse.json({ signedIn: false }, { headers: { "Cache-Control": "private, no-store" } });
}
