import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingCard } from "@/components/my-bookings/booking-card";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listMyBookings, type MyBookingCard } from "@/lib/data/my-bookings";
import { SIGNED_IN } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { splitBookings } from "@/lib/domain/my-bookings";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "myBookings" });
  return { title: t("metaTitle") };
}

async function readBookings(email: string): Promise<MyBookingCard[] | null> {
  try {
    return await listMyBookings(email);
  } catch (error) {
    console.error("[my-bookings] could not list bookings", error);
    return null;
  }
}

export default async function MyBookingsPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const user = await enterDashboardPage(locale, "/my-bookings", SIGNED_IN);
  const t = await getTranslations("myBookings");
  const bookings = await readBookings(user.email);
  const today = todayIn(SITE_TIME_ZONE, new Date());

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("lead")}</p>
      </div>
      {bookings === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
          {t("loadError")}
        </p>
      ) : bookings.length === 0 ? (
        <div className="rounded-lg border bg-surface p-6">
          <p className="font-medium">{t("empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("emptyHint", { email: user.email })}</p>
        </div>
      ) : (
        <BookingSections bookings={bookings} today={today} locale={locale} />
      )}
    </div>
  );
}

async function BookingSections({ bookings, today, locale }: { bookings: MyBookingCard[]; today: string; locale: Locale }) {
  const t = await getTranslations("myBookings");
  const { upcoming, past } = splitBookings(bookings, today);
  const section = (id: string, title: string, list: MyBookingCard[], empty: string) => (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((b) => (
            <BookingCard key={b.id} booking={b} today={today} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      {section("upcoming-title", t("upcoming"), upcoming, t("emptyUpcoming"))}
      {section("past-title", t("past"), past, t("emptyPast"))}
    </>
  );
}
