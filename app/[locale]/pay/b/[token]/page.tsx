import type { Metadata } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { FileText, Landmark } from "lucide-react";
import { formatIsoDate } from "@/components/my-bookings/format";
import { PayButton } from "@/components/my-bookings/pay-button";
import { PaymentNotice } from "@/components/my-bookings/payment-notice";
import { BalanceSummary } from "@/components/payments/balance-summary";
import { PaymentScheduleList } from "@/components/payments/payment-schedule-list";
import { readPayLinkBooking, resolveBookingLink } from "@/lib/data/booking-links";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { readBookingBalance } from "@/lib/data/ledger";
import { readReceiptSettings } from "@/lib/data/office-settings";
import { readPaymentSchedule } from "@/lib/data/payment-schedule";
import { TWINT_MAX_RAPPEN } from "@/lib/domain/checkout";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { env } from "@/lib/env";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";
import { resolveLocale } from "../../../resolve-locale";

// A stay's pay link (issue 32), opened without signing in: the token is the authority. Per guest
// and live: rendered on every request, never indexed, never cached (the response is dynamic and
// carries no-store from Next for dynamic pages). A refused link (unknown, expired after departure,
// revoked) is a translated page, never an error.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "de", namespace: "payLink" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function PayLinkPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const query = await searchParams;
  const t = await getTranslations("payLink");
  const config = env();
  const office = { email: config.OFFICE_EMAIL, phone: config.OFFICE_PHONE };

  const policy = RATE_LIMITS.payLinkPerIp;
  const limit = await consumeRateLimit({ key: rateLimitKey(policy.scope, clientLimitAddressFrom(await headers()) ?? "unknown"), limit: policy.limit, windowSeconds: policy.windowSeconds });
  if (!limit.allowed) return <Refused title={t("refused.title")} text={t("refused.rateLimited", { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) })} />;

  const link = await resolveBookingLink(token, "pay");
  const sessionId = typeof query.session_id === "string" ? query.session_id : "";
  if (!link.ok) {
    // Back from paying the last of it: the link was revoked in the same commit; thank the guest.
    if (link.reason === "revoked" && link.revokedReason === "paid") {
      const outcome = query.payment === "success" && sessionId ? await readCheckoutOutcome(sessionId, { bookingId: link.bookingId }) : null;
      return (
        <Refused title={t("paid")} text={t("refused.paid")} testId="pay-link-paid">
          {outcome ? <PaymentNotice outcome={outcome} locale={locale} /> : null}
        </Refused>
      );
    }
    return <Refused title={t("refused.title")} text={t(`refused.${link.reason}`, office)} testId={`pay-link-${link.reason}`} />;
  }

  const booking = await readPayLinkBooking(link.bookingId);
  const money = await readBookingBalance(link.bookingId);
  if (!booking || !money) return <Refused title={t("refused.title")} text={t("refused.unknown", office)} testId="pay-link-unknown" />;
  // No access log facility exists yet (issue 32 asks to log views of personal data where one does).
  const schedule = (await readPaymentSchedule(booking.id))?.outcome.schedule ?? null;
  const settings = await readReceiptSettings();
  const { balance } = money;
  const outcome =
    query.payment === "cancelled" ? ("cancelled" as const) : query.payment === "success" && sessionId ? await readCheckoutOutcome(sessionId, { bookingId: booking.id }) : null;
  const documentHref = (document: "receipt" | "qr-bill") => `/api/pay-links/${encodeURIComponent(token)}/${document}?locale=${locale}`;
  const { error, payment } = await getMessages();
  const tPay = await getTranslations("payment");

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12" data-testid="pay-link-page">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{booking.guestName ? t("greeting", { name: booking.guestName }) : t("greetingAnonymous")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {outcome ? <PaymentNotice outcome={outcome} locale={locale} /> : null}
      <StayFacts booking={booking} locale={locale} />
      <section aria-labelledby="open-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="open-title" className="text-lg font-semibold tracking-tight">
          {t("openNow")}
        </h2>
        <BalanceSummary balance={balance} locale={locale} />
        {booking.cancelled ? (
          <p className="text-sm text-muted-foreground">{t("cancelled")}</p>
        ) : balance.open === 0 ? (
          <p className="text-sm font-medium" data-testid="pay-link-nothing-open">
            {balance.state === "fullyPaid" ? t("paid") : t("nothingOpen")}
          </p>
        ) : null}
        {schedule ? <PaymentScheduleList schedule={schedule} locale={locale} /> : null}
      </section>
      {balance.payable ? (
        <section aria-labelledby="pay-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <h2 id="pay-title" className="text-lg font-semibold tracking-tight">
            {t("payTitle")}
          </h2>
          <NextIntlClientProvider messages={{ error, payment }}>
            <PayButton token={token} label={tPay("payOpenAmount", { amount: formatChf(balance.open, locale) })} />
          </NextIntlClientProvider>
          <p className="text-xs text-muted-foreground">{balance.open <= TWINT_MAX_RAPPEN ? tPay("methodsAll") : tPay("methodsNoTwint")}</p>
        </section>
      ) : null}
      {settings ? (
        <section aria-labelledby="transfer-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <h2 id="transfer-title" className="text-lg font-semibold tracking-tight">
            {balance.open > 0 && !booking.cancelled ? t("transferTitle") : t("receipt")}
          </h2>
          {balance.open > 0 && !booking.cancelled ? <p className="text-sm text-muted-foreground">{t("transferText", { amount: formatChf(balance.open, locale) })}</p> : null}
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {balance.open > 0 && !booking.cancelled ? (
              <a href={documentHref("qr-bill")} className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" data-testid="pay-link-qr-bill">
                <Landmark className="size-4" aria-hidden="true" />
                {t("qrBill")}
              </a>
            ) : null}
            <a href={documentHref("receipt")} className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" data-testid="pay-link-receipt">
              <FileText className="size-4" aria-hidden="true" />
              {t("receipt")}
            </a>
          </div>
        </section>
      ) : null}
      <p className="text-xs text-muted-foreground">{t("signIn")}</p>
    </div>
  );
}

async function StayFacts({ booking, locale }: { booking: { propertyName: string; arrival: string; departure: string; guestName: string }; locale: Locale }) {
  const t = await getTranslations("payLink");
  const rows: [string, string][] = [
    [t("house"), booking.propertyName],
    [t("dates"), `${formatIsoDate(booking.arrival, locale)} – ${formatIsoDate(booking.departure, locale)}`],
    ...(booking.guestName ? ([[t("guest"), booking.guestName]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-3 sm:p-6">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Refused({ title, text, testId = "pay-link-refused", children }: { title: string; text: string; testId?: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-12" data-testid={testId}>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
