import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { TestPaymentButtons } from "@/components/my-bookings/test-payment-buttons";
import { Link } from "@/i18n/navigation";
import { readPaymentBySession } from "@/lib/data/booking-payments";
import { bookingReference, bookingTitle } from "@/lib/domain/booking-reference";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { formatChf } from "@/lib/domain/money";
import { isStripeConfigured } from "@/lib/integrations/stripe/client";
import { resolveLocale } from "../../../resolve-locale";

// The built-in stand-in for Stripe's hosted payment page, for the demo without Stripe keys. It
// records the result through the same fulfilment as the webhook. With keys configured it is a 404.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; sessionId: string }> };

export default async function TestPaymentPage({ params }: Props) {
  const locale = await resolveLocale(params);
  if (isStripeConfigured()) notFound();
  const { sessionId } = await params;
  const payment = /^cs_local_[A-Za-z0-9_-]{16,64}$/.test(sessionId) ? await readPaymentBySession(sessionId) : null;
  if (!payment || payment.provider !== LOCAL_TEST_PROVIDER || (!payment.bookingId && !payment.offerToken)) notFound();
  // An offer's deposit goes back to its checkout; an open amount to its booking.
  const backHref = payment.bookingId ? `/my-bookings/${payment.bookingId}` : `/offer/${payment.offerToken}/checkout`;
  const t = await getTranslations("payment");
  // An offer's deposit has no booking yet: it is named by the reference the booking will get.
  const reference = payment.reference ?? (payment.offerToken ? bookingReference(sessionId) : null);
  const { error, image, notFound: notFoundMessages, payment: paymentMessages } = await getMessages();

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("testTitle")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("testLead")}</p>
      </div>
      <div className="grid gap-2 rounded-xl border bg-card p-6 shadow-sm">
        <h2 className="font-semibold" data-testid="test-payment-title">
          {bookingTitle(t("testBooking"), { reference, property: payment.propertyName })}
        </h2>
        <p className="text-sm text-muted-foreground">{t("testAmount")}</p>
        <p className="text-3xl font-semibold tabular-nums" data-testid="test-payment-amount">
          {formatChf(payment.amount, locale)}
        </p>
      </div>
      {payment.status === "pending" ? (
        <NextIntlClientProvider locale={locale} messages={{ error, image, notFound: notFoundMessages, payment: paymentMessages }}>
          <TestPaymentButtons sessionId={sessionId} />
        </NextIntlClientProvider>
      ) : (
        <div className="grid gap-3">
          <p role="status">{t("testClosed")}</p>
          <Link href={backHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("testBack")}
          </Link>
        </div>
      )}
    </div>
  );
}
