import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { readLastDashboardPage } from "@/lib/data/profile";
import { dashboardLanding } from "@/lib/domain/access";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * What the static top bar needs to know about the visitor: signed in or not, and where
 * 'Dashboard' leads (the last visited dashboard page; when unknown or unreadable, the dashboard for an admin, else /profile).
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ signedIn: false }, { headers: PRIVATE });
  let stored: string | null = null;
  try {
    stored = await readLastDashboardPage(user.id);
  } catch (error) {
    console.error("[api/me] could not read the last dashboard page", error);
  }
  return NextResponse.json({ signedIn: true, dashboardPath: dashboardLanding(stored, user.roles) }, { headers: PRIVATE });
}
