import { NextResponse } from "next/server";
import { findQuoteProperty, readSellableStay } from "@/lib/data/quote";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { holdEndText } from "@/lib/domain/holds";
import { pickLocale } from "@/lib/domain/locale-negotiation";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { quoteStay } from "@/lib/domain/quote";
import { serverTranslator } from "@/lib/i18n/translator";
import { quoteFieldErrors, quoteQuerySchema } from "@/lib/schemas/quote";

// Public and read-only: anyone may ask for a price. It is never a price we charge: checkout
// recomputes on the server. Answers depend on the query, today's rates and our own bookings and
// holds (the rule checkout sells by), so not cached here. Nights another guest is paying for
// are not available, and the answer says when they may free up (heldUntil and a message).
export const dynamic = "force-dynamic";

function requestLocale(request: Request, url: URL): Locale {
  const explicit = url.searchParams.get("locale");
  if (explicit && isLocale(explicit)) return explicit;
  return pickLocale(undefined, request.headers.get("accept-language"));
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const locale = requestLocale(request, url);
  const t = serverTranslator(locale, "quote");
  const badRequest = (errors: Record<string, string>) =>
    NextResponse.json({ error: t("invalidRequest"), errors }, { status: 400 });

  const parsed = quoteQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const fields = quoteFieldErrors(parsed.error);
    return badRequest(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(key)])));
  }
  const q = parsed.data;

  try {
    const property = await findQuoteProperty(q.property);
    if (!property) return NextResponse.json({ error: t("propertyNotFound") }, { status: 404 });

    const stay = await readSellableStay(property.id, q.checkIn, q.checkOut);
    const outcome = quoteStay(
      property,
      stay.rates,
      {
        checkIn: q.checkIn,
        checkOut: q.checkOut,
        guests: { adults: q.adults, children6To16: q.children6to16, children3To5: q.children3to5, babies: q.babies },
      },
      todayIn(SITE_TIME_ZONE, new Date()),
    );
    if (outcome.ok) {
      const held = outcome.quote.available ? null : stay.heldUntil;
      return NextResponse.json({
        ...outcome.quote,
        heldUntil: held?.toISOString() ?? null,
        ...(held ? { message: t("datesHeld", { until: holdEndText(held, locale) }) } : {}),
      });
    }
    if (outcome.reason === "tooManyGuests") return badRequest({ adults: t("tooManyGuests", { max: outcome.max }) });
    if (outcome.reason === "outsideWindow") return badRequest({ [outcome.field]: t("outsideWindow") });
    if (outcome.reason === "minStay") {
      // A valid request for a stay Smoobu would refuse: 422 like cannotPrice, with the field so a
      // form can show it at the check-out, and the number for a client that wants to adjust.
      const message = t("minStay", { count: outcome.minNights });
      return NextResponse.json({ error: message, errors: { checkOut: message }, minNights: outcome.minNights }, { status: 422 });
    }
    return NextResponse.json({ error: t("cannotPrice") }, { status: 422 });
  } catch (error) {
    console.error("[api/quote] failed", { property: q.property, checkIn: q.checkIn, checkOut: q.checkOut }, error);
    return NextResponse.json({ error: t("unexpected") }, { status: 500 });
  }
}
