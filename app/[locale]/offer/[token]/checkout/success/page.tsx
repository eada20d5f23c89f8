import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import { AutoRefresh } from "@/components/offer/auto-refresh";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { localizedPath } from "@/i18n/paths";
import { getSessionUser } from "@/lib/auth/session";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { balanceDue, bookingNextStep, guestFacingKind } from "@/lib/domain/after-booking";
import { bookingReference, displayReference } from "@/lib/domain/booking-reference";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { formatChf } from "@/lib/domain/money";
import { env } from "@/lib/env";
import { resolveLocale } from "../../../../resolve-locale";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ session_id?: string | string[] }> };

/**
 * Tells what the server knows about the payment, never the redirect alone: "confirmed" only once
 * the booking exists; "being confirmed" (refreshing itself) while the webhook or an asynchronous
 * method is on its way; "received, completed by the office" when Smoobu could not be reached; and
 * "refunded" with the reason when the money could not be used. Once confirmed, the next step is
 * the booking itself under My bookings (or signing in to it), with when the rest is due.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const { session_id: raw } = await searchParams;
  const sessionId = typeof raw === "string" ? raw : "";
  const found = await readOfferForVisitor(token, locale);
  if (!found || found.preview) notFound();
  const { offer } = found;
  const outcome = sessionId ? await readCheckoutOutcome(sessionId, { offerId: offer.id }) : null;
  const t = await getTranslations("checkout");
  const tRefunds = await getTranslations("refunds");
  const office = env().OFFICE_EMAIL;
  const booking = guestFacingKind(offer) === "booking";
  const user = outcome?.kind === "confirmed" && outcome.bookingId ? await getSessionUser() : null;
  const next = outcome?.kind === "confirmed" && outcome.bookingId ? bookingNextStep({ id: outcome.bookingId, email: offer.guestEmail }, user, localizedPath(locale, `/my-bookings/${outcome.bookingId}`)) : null;
  const rest = outcome?.kind === "confirmed" ? balanceDue({ total: offer.prices.total, paid: outcome.amount, arrival: offer.checkIn, today: todayIn(SITE_TIME_ZONE, new Date()) }) : null;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12" data-testid="checkout-outcome" data-outcome={outcome?.kind ?? "none"}>
      {outcome?.kind === "confirmed" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{booking ? t("instant.successTitle") : t("successTitle")}</h1>
          <p>{t("successText", { email: offer.guestEmail ?? "" })}</p>
          <p>
            {t.rich("referenceLine", {
              reference: displayReference(outcome.reference) ?? bookingReference(sessionId),
              strong: (chunks) => <strong data-testid="booking-reference">{chunks}</strong>,
            })}
          </p>
          <section className="grid gap-2">
            <h2 className="text-xl font-semibold">{t("nextSteps")}</h2>
            <ol className="list-decimal pl-5 text-sm text-muted-foreground">
              <li>{t("nextStep1")}</li>
              <li>{t("nextStep2")}</li>
              <li data-testid="balance-due">
                {rest
                  ? t(rest.now ? "balanceDueNow" : "balanceDue", { amount: formatChf(rest.amount, locale), date: formatIsoDate(rest.dueDate, locale) })
                  : offer.prices.total !== null
                    ? t("fullyPaid")
                    : t("nextStep3")}
              </li>
            </ol>
          </section>
          {next?.kind === "open" ? (
            <Link href={next.href} className={buttonVariants()} data-testid="view-my-booking">
              {t("viewBooking")}
            </Link>
          ) : next ? (
            <div className="grid gap-2">
              {offer.guestEmail ? <p className="text-sm text-muted-foreground">{t("signInHint", { email: offer.guestEmail })}</p> : null}
              <Link href={next.href} className={buttonVariants()} data-testid="sign-in-to-booking">
                {t("signInToView")}
              </Link>
            </div>
          ) : null}
        </>
      ) : outcome?.kind === "refunded" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t(outcome.refund.state === "done" ? "refundedTitle" : "refundingTitle")}</h1>
          <p role="status" data-testid="refund-notice">
            {t("refundedText", { amount: formatChf(outcome.refund.amount, locale) })} {tRefunds(`reasons.${outcome.refund.reason}`)}
          </p>
          <p className="text-sm text-muted-foreground">{outcome.refund.state === "failed" ? t("refundFailedText", { email: office }) : tRefunds("mail.timing")}</p>
        </>
      ) : outcome?.kind === "attention" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t("attentionTitle")}</h1>
          <p role="status">{t("attentionText", { amount: formatChf(outcome.amount, locale), email: offer.guestEmail ?? office })}</p>
        </>
      ) : outcome?.kind === "processing" ? (
        <>
          <p role="status" data-testid="payment-confirming">{t("confirming")}</p>
          <AutoRefresh />
        </>
      ) : (
        <p role="status">{booking ? t("instant.notPaid") : t("notPaid")}</p>
      )}
      <p className="text-sm text-muted-foreground">{t("contact", { email: office })}</p>
      {/* A guest who can open the booking goes there (above); the offer page is for the others. */}
      {next?.kind === "open" ? null : (
        <Link href={`/offer/${token}`} className={buttonVariants({ variant: "outline" })}>
          {booking ? t("instant.viewSummary") : t("viewOffer")}
        </Link>
      )}
    </div>
  );
}
