import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";

/**
 * The money of a paid offer's stay (lib/domain/after-booking.ts paidStay): what was paid, what is
 * left and by when, and the way to the booking under My bookings (or to signing in to it).
 */
export async function PaidStay({ stay, next, locale }: { stay: { paid: Rappen; open: Rappen; dueDate: IsoDate | null; now: boolean }; next: { kind: "open" | "signIn"; href: string }; locale: Locale }) {
  const t = await getTranslations("offerPage.paidStay");
  const tLedger = await getTranslations("ledger.summary");
  const tCheckout = await getTranslations("checkout");
  return (
    <div className="grid gap-3 text-sm" data-testid="paid-stay">
      <dl className="grid gap-1">
        <div className="flex justify-between gap-4">
          <dt>{tLedger("paid")}</dt>
          <dd className="tabular-nums" data-testid="paid-amount">{formatChf(stay.paid, locale)}</dd>
        </div>
        {stay.open > 0 ? (
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{tLedger("open")}</dt>
            <dd className="tabular-nums" data-testid="open-amount">{formatChf(stay.open, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-muted-foreground" data-testid="paid-stay-due">
        {stay.open === 0 || stay.dueDate === null ? t("fullyPaid") : stay.now ? t("dueNow") : t("dueBy", { date: formatIsoDate(stay.dueDate, locale) })}
      </p>
      <Link href={next.href} className={buttonVariants({ size: "lg" })} data-testid={next.kind === "open" ? "view-my-booking" : "sign-in-to-booking"}>
        {tCheckout(next.kind === "open" ? "viewBooking" : "signInToView")}
      </Link>
    </div>
  );
}
