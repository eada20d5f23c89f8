import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GuestListSection } from "@/components/guest-list/guest-list-section";
import { BookingFacts } from "@/components/my-bookings/booking-facts";
import { PaymentNotice } from "@/components/my-bookings/payment-notice";
import { PaymentSection } from "@/components/my-bookings/payment-section";
import { PricingSection } from "@/components/my-bookings/pricing-section";
import { StayLabelBadge } from "@/components/my-bookings/stay-label-badge";
import { Badge } from "@/components/ui/badge";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { readBookingBalance } from "@/lib/data/ledger";
import { readPaymentSchedule } from "@/lib/data/payment-schedule";
import { PaymentScheduleList } from "@/components/payments/payment-schedule-list";
import { readBookingForViewer, type BookingDetail } from "@/lib/data/my-bookings";
import { SIGNED_IN } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { isLocale } from "@/lib/domain/localized";
import { bookingPriceLines } from "@/lib/domain/booking-price-lines";
import { stayLabel } from "@/lib/domain/my-bookings";
import { resolveLocale } from "../../../resolve-locale";
import { BackLink } from "@/components/common/back-link";

type Props = { params: Promise<{ locale: string; bookingId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "myBookings" });
  return { title: t("detailMetaTitle") };
}

/** undefined: the read failed (shown as an error); null: no such booking for this viewer (404). */
async function read<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    console.error(`[my-bookings] could not read ${what}`, error);
    return undefined;
  }
}

export default async function BookingDetailPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { bookingId } = await params;
  const user = await enterDashboardPage(locale, `/my-bookings/${bookingId}`, SIGNED_IN);
  const t = await getTranslations("myBookings");
  const tGuests = await getTranslations("guestList");
  const booking: BookingDetail | null | undefined = await read("the booking", () => readBookingForViewer(bookingId, user));
  if (booking === null) notFound();
  const query = await searchParams;
  const sessionId = typeof query.session_id === "string" ? query.session_id : "";

  const back = <BackLink href="/my-bookings" label={t("back")} />;
  if (booking === undefined) {
    return (
      <div className="grid gap-6">
        {back}
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
          {t("detailError")}
        </p>
      </div>
    );
  }

  const money = (await read("the ledger", () => readBookingBalance(booking.id))) ?? null;
  // Itemised as the checkout showed it (the offer's components), or by Smoobu's price elements.
  const pricing = bookingPriceLines(
    { priceElements: booking.priceElements, price: booking.price, offer: booking.offerPrices },
    {
      accommodation: t("priceLines.accommodation"),
      discount: t("priceLines.discount"),
      longStayDiscount: t("priceLines.longStayDiscount"),
      cleaning: t("priceLines.cleaning"),
      touristTax: t("priceLines.touristTax"),
      saastalCard: t("priceLines.saastalCard"),
      adjustment: t("priceLines.adjustment"),
    },
  );
  // The outcome of the payment the guest comes back from, as the server knows it.
  const outcome =
    query.payment === "cancelled" ? ("cancelled" as const) : query.payment === "success" && sessionId ? await read("the payment outcome", () => readCheckoutOutcome(sessionId, { bookingId: booking.id })) : null;
  const schedule = (await read("the payment schedule", () => readPaymentSchedule(booking.id)))?.outcome.schedule ?? null;
  const label = stayLabel(booking, todayIn(SITE_TIME_ZONE, new Date()));
  const cancelled = booking.type === "cancelled" || booking.type === "deleted";

  return (
    <div className="grid max-w-4xl gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{booking.propertyName}</h1>
        {cancelled ? <Badge variant="destructive">{t("cancelled")}</Badge> : label ? <StayLabelBadge label={label} locale={locale} /> : null}
      </div>
      {outcome ? <PaymentNotice outcome={outcome} locale={locale} /> : null}
      <BookingFacts booking={booking} locale={locale} />
      <PricingSection pricing={pricing} locale={locale} />
      <PaymentSection bookingId={booking.id} money={money} channelName={booking.channelName} locale={locale} />
      {schedule ? (
        <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <PaymentScheduleList schedule={schedule} locale={locale} />
        </div>
      ) : null}
      {/* Made on request from the ledger; the route checks that the session owns the booking. */}
      <a href={`/api/my-bookings/${booking.id}/receipt?locale=${locale}`} className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="receipt-download">
        {t("receiptDownload")}
      </a>
      {booking.requestGuestLists ? (
        <section aria-labelledby="guests-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <div>
            <h2 id="guests-title" className="text-xl font-semibold tracking-tight">
              {tGuests("title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{tGuests("lead")}</p>
          </div>
          <GuestListSection bookingId={booking.id} locale={locale} isAdmin={user.roles.includes("admin")} />
        </section>
      ) : null}
    </div>
  );
}
