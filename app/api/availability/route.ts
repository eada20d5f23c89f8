import { NextResponse } from "next/server";
import { z } from "zod";
import { findQuoteProperty, readCalendarNights } from "@/lib/data/quote";
import { bookableWindow } from "@/lib/domain/availability";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";

// Public and read-only: the nights a visible property cannot be booked in the bookable window
// (Smoobu's rates, our own bookings and other guests' holds: the rule checkout sells by) and the
// minimum stay of arrivals on its nights, for the date pickers (property page, checkout). The
// quote, instant booking and checkout check both again on the server before anyone pays.
export const dynamic = "force-dynamic";

const querySchema = z.object({ property: z.string().trim().min(1).max(200) });

export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return NextResponse.json({ error: "property is required" }, { status: 400 });
  try {
    const property = await findQuoteProperty(parsed.data.property);
    if (!property) return NextResponse.json({ error: "property not found" }, { status: 404 });
    const { first, last } = bookableWindow(todayIn(SITE_TIME_ZONE, new Date()));
    const { unavailable, minStay } = await readCalendarNights(property.id, first, last);
    return NextResponse.json(
      { from: first, to: last, maxGuests: property.maxGuests, unavailable, minStay },
      // Rates change with a sync at most every few minutes, holds at any time: a minute of caching
      // spares the database, and a hold seen a minute late is still refused by Reserve with its end time.
      { headers: { "cache-control": "public, max-age=60" } },
    );
  } catch (error) {
    console.error("[api/availability] failed", error);
    return NextResponse.json({ error: "unavailable" }, { status: 503 });
  }
}
