import { NextResponse } from "next/server";
import { listSearchCandidates, readRatesForStay } from "@/lib/data/search";
import { isWithinBookableWindow } from "@/lib/domain/availability";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { pickLocale } from "@/lib/domain/locale-negotiation";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { searchStay } from "@/lib/domain/search";
import { translateKey } from "@/lib/i18n/translate-key";
import { searchFieldErrors, searchQuerySchema } from "@/lib/schemas/search";

// Public and read-only, like /api/quote: the listing's search. Answers depend on the query and
// today's rates, so they are computed per request (the listing page itself stays static).
export const dynamic = "force-dynamic";

function requestLocale(request: Request, url: URL): Locale {
  const explicit = url.searchParams.get("locale");
  return explicit && isLocale(explicit) ? explicit : pickLocale(undefined, request.headers.get("accept-language"));
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const locale = requestLocale(request, url);
  const t = (key: string) => translateKey(locale, "search.errors", key) ?? key;
  const minStayMessage = (count: number) => translateKey(locale, "search", "minStay", { count }) ?? "";
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(searchFieldErrors(parsed.error)).map(([field, key]) => [field, t(key)]));
    return NextResponse.json({ error: t("invalidRequest"), errors }, { status: 400 });
  }
  const q = parsed.data;
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const stay = q.checkIn && q.checkOut ? { checkIn: q.checkIn, checkOut: q.checkOut } : null;
  if (stay && !isWithinBookableWindow(stay.checkIn, stay.checkOut, today)) {
    return NextResponse.json({ error: t("invalidRequest"), errors: { [stay.checkIn < today ? "checkIn" : "checkOut"]: t("outsideWindow") } }, { status: 400 });
  }
  try {
    const candidates = await listSearchCandidates();
    const rates = stay ? await readRatesForStay(candidates.map((c) => c.id), stay.checkIn, stay.checkOut) : new Map();
    // A stay under a property's arrival-night minimum is not a result (see searchStay); it is
    // named in longerStays with its minimum, so the page can say a longer stay finds more.
    const { hits, longerStays } = searchStay(candidates, rates, { village: q.village, guests: q.guests, stay }, today);
    return NextResponse.json(
      { results: hits, longerStays: longerStays.map((l) => ({ ...l, message: minStayMessage(l.minNights) })), currency: "CHF" },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("[api/search] failed", { village: q.village, checkIn: q.checkIn, checkOut: q.checkOut }, error);
    return NextResponse.json({ error: t("unexpected") }, { status: 500 });
  }
}
