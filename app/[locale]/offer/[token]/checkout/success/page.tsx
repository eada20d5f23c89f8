import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/offer/auto-refresh";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { readOfferPaymentState } from "@/lib/data/offer-checkout";
import { bookingReference } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { resolveLocale } from "../../../../resolve-locale";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ session_id?: string | string[] }> };

/**
 * Shows what the server knows about the payment, never the redirect alone: paid once the webhook
 * (or the test page) recorded it, otherwise 'being confirmed' and a refresh every few seconds.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const { session_id: raw } = await searchParams;
  const sessionId = typeof raw === "string" ? raw : "";
  const found = await readOfferForVisitor(token, locale);
  if (!found || found.preview) notFound();
  const { offer } = found;
  const state = sessionId ? await readOfferPaymentState(offer.id, sessionId) : null;
  const t = await getTranslations("checkout");
  const office = env().OFFICE_EMAIL;
  const paid = state?.status === "succeeded";
  const pending = state?.status === "pending";

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12">
      {paid ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t("successTitle")}</h1>
          <p>{t("successText", { email: offer.guestEmail ?? "" })}</p>
          <p>
            {t("reference")}: <strong data-testid="booking-reference">{bookingReference(sessionId)}</strong>
          </p>
          <section className="grid gap-2">
            <h2 className="text-xl font-semibold">{t("nextSteps")}</h2>
            <ol className="list-decimal pl-5 text-sm text-muted-foreground">
              <li>{t("nextStep1")}</li>
              <li>{t("nextStep2")}</li>
              <li>{t("nextStep3")}</li>
            </ol>
          </section>
        </>
      ) : pending ? (
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
