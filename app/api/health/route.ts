import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Liveness + database reachability, for load balancers and the test harness. No data, no auth. */
export async function GET() {
  try {
    const db = await getDb();
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    console.error("[health] database unreachable", error);
    return NextResponse.json({ status: "error" }, { status: 503 });
  }
}
