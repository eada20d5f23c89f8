import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AttemptsSection } from "@/components/admin/booking-view/attempts-section";
import { CleaningSection } from "@/components/admin/booking-view/cleaning-section";
import { GuestListSection } from "@/components/admin/booking-view/guest-list-section";
import { MailsSection } from "@/components/admin/booking-view/mails-section";
import { ScheduleSection, TimelineSection } from "@/components/admin/booking-view/timeline-section";
import { StayLinks } from "@/components/admin/booking-view/stay-links";
import { PricingSection } from "@/components/my-bookings/pricing-section";
import { GuestSection } from "@/components/admin/booking-view/guest-section";
import { MoneySection } from "@/components/admin/booking-view/money-section";
import { RequestsSection } from "@/components/admin/booking-view/requests-section";
import { StaySection } from "@/components/admin/booking-view/stay-section";
import { formatIsoDate } from "@/components/my-bookings/format";
import { Badge } from "@/components/ui/badge";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { readAdminBooking, type AdminBookingView } from "@/lib/data/admin-booking-view";
import { readMailTimeline } from "@/lib/data/mail-timeline";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { displayReference } from "@/lib/domain/booking-reference";
import { pricingLines } from "@/lib/domain/my-bookings";
import { isLocale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { resolveLocale } from "../../../../resolve-locale";
import { BackLink } from "@/components/common/back-link";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminBookingView" });
  return { title: t("metaTitle") };
}

/** undefined: the read failed (shown as an error); null: no such booking (404). */
async function read(id: string): Promise<AdminBookingView | null | undefined> {
  try {
    return await readAdminBooking(id);
  } catch (error) {
    console.error("[admin/bookings/id] could not read the booking", { id }, error);
    return undefined;
  }
}

/**
 * The office's view of one booking: the stay, the guest and party, their requests, the price, the
 * money and every checkout, the guest list, the cleaning, Smoobu and the offer, and the mails.
 * The guest's own page (/my-bookings/{id}) stays the guest's: no 'Pay' and no 'My bookings' here.
 */
export default async function AdminBookingPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  await enterDashboardPage(locale, `/admin/bookings/${id}`, ADMIN_ONLY);
  const t = await getTranslations("adminBookingView");
  const booking = await read(id);
  if (booking === null) notFound();

  const back = <BackLink href="/admin/bookings" label={t("back")} />;
  if (booking === undefined) {
    return (
      <div className="grid gap-6">
        {back}
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
          {t("loadError")}
        </p>
      </div>
    );
  }

  const { adminPayments, adminTimeline } = await getMessages();
  const timeline = await readMailTimeline(id).catch((error: unknown) => {
    console.error("[admin/bookings/id] could not read the mail timeline", { id }, error);
    return null;
  });
  const cancelled = booking.type === "cancelled" || booking.type === "deleted";
  return (
    <NextIntlClientProvider messages={{ adminPayments, adminTimeline }}>
      <div className="grid max-w-5xl min-w-0 gap-6">
        {back}
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{booking.propertyName}</h1>
            {cancelled ? <Badge variant="destructive">{t("cancelled")}</Badge> : null}
          </div>
          <p className="text-muted-foreground">
            {[booking.guestName || t("unnamedGuest"), `${formatIsoDate(booking.arrival, locale)} – ${formatIsoDate(booking.departure, locale)}`, displayReference(booking.referenceId)].filter(Boolean).join(" · ")}
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <StaySection booking={booking} locale={locale} />
          <GuestSection booking={booking} />
        </div>
        <RequestsSection booking={booking} />
        <div className="grid gap-6 lg:grid-cols-2">
          <StayLinks booking={booking} locale={locale} />
          <CleaningSection booking={booking} />
        </div>
        {booking.priceCheck.mismatch && booking.priceCheck.elementsTotal !== null ? (
          <p role="status" data-testid="price-mismatch" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
            {t("priceMismatch", { elements: formatChf(booking.priceCheck.elementsTotal, locale), price: formatChf(booking.priceCheck.total, locale) })}
          </p>
        ) : null}
        <PricingSection pricing={pricingLines(booking)} locale={locale} />
        <MoneySection booking={booking} locale={locale} />
        <AttemptsSection attempts={booking.attempts} locale={locale} />
        <GuestListSection booking={booking} locale={locale} />
        {timeline ? <ScheduleSection bookingId={booking.id} timeline={timeline} locale={locale} /> : null}
        {timeline ? <TimelineSection bookingId={booking.id} timeline={timeline} mailsPaused={booking.mailsPaused} locale={locale} /> : null}
        <MailsSection booking={booking} locale={locale} />
      </div>
    </NextIntlClientProvider>
  );
}
