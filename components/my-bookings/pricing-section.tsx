import { getTranslations } from "next-intl/server";
import { formatChf } from "@/lib/domain/money";
import type { Locale } from "@/lib/domain/localized";
import type { Pricing } from "@/lib/domain/my-bookings";

/** The price as itemised (Smoobu's price elements or the offer's components), then the total once. */
export async function PricingSection({ pricing, locale }: { pricing: Pricing; locale: Locale }) {
  const t = await getTranslations("myBookings");
  return (
    <section aria-labelledby="pricing-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="pricing-title" className="text-xl font-semibold tracking-tight">
        {t("pricingTitle")}
      </h2>
      {pricing.total === null ? (
        <p className="text-muted-foreground">{t("noPrice")}</p>
      ) : (
        <table className="w-full text-sm">
          <tbody>
            {pricing.lines.map((line, i) => (
              <tr key={`${line.name}-${i}`} className={line.included ? "border-b text-muted-foreground last:border-b-0" : "border-b last:border-b-0"} data-included={line.included ? "" : undefined}>
                <th scope="row" className="py-2 text-left font-normal">
                  {line.name || t("totalPrice")}
                  {line.quantity !== null && line.quantity > 1 ? <span className="ml-2 text-muted-foreground">{t("quantity", { quantity: line.quantity })}</span> : null}
                  {/* Already inside another line (a tax in the base price): shown, not added to the total. */}
                  {line.included ? <span className="ml-2">({t("included")})</span> : null}
                </th>
                <td className="py-2 text-right tabular-nums">{formatChf(line.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2">
              <th scope="row" className="pt-3 text-left font-semibold">
                {t("total")}
              </th>
              <td className="pt-3 text-right font-semibold tabular-nums" data-testid="pricing-total">
                {formatChf(pricing.total, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
