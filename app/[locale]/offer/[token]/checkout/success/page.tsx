import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/offer/auto-refresh";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { formatChf } from "@/lib/domain/money";
import { bookingReference } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { resolveLocale } from "../../../../resolve-locale";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ session_id?: string | string[] }> };

/**
 * Tells what the server knows about the payment, never the redirect alone: "confirmed" only once
 * the booking exists; "being confirmed" (refreshing itself) while the webhook or an asynchronous
 * method is on its way; "received, completed by the office" when Smoobu could not be reached; and
 * "refunded" with the reason when the money could not be used.
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

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12" data-testid="checkout-outcome" data-outcome={outcome?.kind ?? "none"}>
      {outcome?.kind === "confirmed" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t("successTitle")}</h1>
          <p>{t("successText", { email: offer.guestEmail ?? "" })}</p>
          <p>
            {t("reference")}: <strong data-testid="booking-reference">{outcome.reference ?? bookingReference(sessionId)}</strong>
          </p>
          <section className="grid gap-2">
            <h2 className="text-xl font-semibold">{t("nextSteps")}</h2>
            <ol className="list-decimal pl-5 text-sm text-muted-foreground">
              <li>{t("nextStep1")}</li>
              <li>{t("nextStep2")}</li>
              <li>{t("nextStep3")}</li>
            </ol>
          </section>
          {outcome.bookingId ? (
            <Link href={`/my-bookings/${outcome.bookingId}`} className={buttonVariants()}>
              {t("viewBooking")}
            </Link>
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
        <p role="status">{t("notPaid")}</p>
      )}
      <p className="text-sm text-muted-foreground">{t("contact", { email: office })}</p>
      <Link href={`/offer/${token}`} className={buttonVariants({ variant: "outline" })}>
        {t("viewOffer")}
      </Link>
    </div>
  );
}
