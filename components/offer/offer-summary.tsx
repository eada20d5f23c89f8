import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import type { OfferView } from "@/lib/data/offer-view";
import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import { hasDownpaymentLine } from "@/lib/domain/offer-checkout";

/** Dates, guests, nights and the price breakdown of an offer; shared by the offer page and the checkout (`paid`: without the deposit due now). */
export async function OfferSummary({ offer, locale, paid = false }: { offer: OfferView; locale: Locale; paid?: boolean }) {
  const t = await getTranslations("offerPage");
  const { prices } = offer;
  const lines: [string, Rappen, string][] = [];
  if (prices.base !== null) lines.push([t("basePrice"), prices.base, "base"]);
  if (prices.discount > 0) lines.push([t("discount"), -prices.discount, "discount"]);
  if (prices.cleaning !== null && prices.cleaning > 0) lines.push([t("cleaningFee"), prices.cleaning, "cleaning"]);
  if (prices.touristTax !== null && prices.touristTax > 0) lines.push([t("touristTax"), prices.touristTax, "tourist-tax"]);
  if (prices.saastalCard !== null && prices.saastalCard > 0) lines.push([t("saastalCard"), prices.saastalCard, "saastal-card"]);
  // Once paid, "due now" is no longer true: the paid page shows what was paid instead.
  const showDownpayment = !paid && hasDownpaymentLine({ totalPrice: prices.total, downpaymentAmount: offer.deposit });

  return (
    <div className="grid gap-3 text-sm">
      {offer.checkIn && offer.checkOut ? (
        <div className="flex justify-between gap-4">
          <span className="text-muted-foreground">{t("dates")}</span>
          <span data-testid="offer-dates">
            {formatIsoDate(offer.checkIn, locale)} – {formatIsoDate(offer.checkOut, locale)} · {t("nights", { count: offer.nights })}
          </span>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <span className="text-muted-foreground">{t("guests")}</span>
        <span>{t("guestCount", { count: offer.guests.total })}</span>
      </div>
      <p className="text-xs text-muted-foreground">{t("guestBreakdown", offer.guests)}</p>
      <h3 className="mt-2 font-semibold">{t("priceBreakdown")}</h3>
      <dl className="grid gap-1">
        {lines.map(([label, amount, key]) => (
          <div key={key} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatChf(amount, locale)}</dd>
          </div>
        ))}
        {prices.total !== null ? (
          <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
            <dt>{t("total")}</dt>
            <dd className="tabular-nums" data-testid="offer-total">{formatChf(prices.total, locale)}</dd>
          </div>
        ) : null}
        {showDownpayment ? (
          <div className="flex justify-between gap-4 text-primary">
            <dt>{t("downpayment")}</dt>
            <dd className="tabular-nums" data-testid="offer-downpayment">{formatChf(offer.deposit, locale)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
