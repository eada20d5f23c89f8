import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OfferSummary } from "@/components/offer/offer-summary";
import { PaidStay } from "@/components/offer/paid-stay";
import { PropertyAmenities } from "@/components/property/property-amenities";
import { PropertyGallery } from "@/components/property/property-gallery";
import { buttonVariants } from "@/components/ui/button";
import { formatInstant } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import { localizedPath } from "@/i18n/paths";
import { getSessionUser } from "@/lib/auth/session";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { markOfferSeen } from "@/lib/data/offer-checkout";
import { offerDatesFree, readOfferBooking } from "@/lib/data/offer-view";
import { bookingNextStep, guestFacingKind, paidStay } from "@/lib/domain/after-booking";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { termsPagePath } from "@/lib/domain/terms-page";
import { env } from "@/lib/env";
import { resolveLocale } from "../../resolve-locale";

// Per guest and live (status, availability): always rendered on request, never indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }> };

export default async function OfferPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const found = await readOfferForVisitor(token, locale);
  if (!found) notFound();
  const { offer, preview } = found;
  const t = await getTranslations("offerPage");
  const config = env();

  if (!preview) await markOfferSeen(offer.id, offer.block === "expired");
  const free = offer.block === null ? await offerDatesFree(offer) : true;
  const property = offer.property;
  // An instant booking goes through these pages as an offer, but the guest asked for a booking.
  const booking = guestFacingKind(offer) === "booking";
  // A paid offer is a booking now: the page shows what was paid and what is left (the ledger
  // rule), never the checkout's "deposit due now" or "we hold these dates".
  const stay = offer.block === "alreadyPaid" && !preview ? await readOfferBooking(offer.id) : null;
  const paid = stay
    ? {
        money: paidStay({ balance: stay.balance, arrival: offer.checkIn, today: todayIn(SITE_TIME_ZONE, new Date()) }),
        next: bookingNextStep(stay, await getSessionUser(), localizedPath(locale, `/my-bookings/${stay.id}`)),
      }
    : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_380px]">
      <div className="grid content-start gap-6">
        {preview ? <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">{t("draftPreview")}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight">{property?.name ?? t("metaTitle")}</h1>
        {/* Every photo of the house, as on its public page (the offer showed only the first). */}
        {property ? <PropertyGallery images={property.images} /> : null}
        {property?.description ? (
          <section className="grid gap-2">
            <h2 className="text-xl font-semibold">{t("description")}</h2>
            <p className="whitespace-pre-line text-muted-foreground">{property.description}</p>
          </section>
        ) : null}
        {property ? <PropertyAmenities amenities={property.amenities} /> : null}
        <section className="grid gap-2">
          <h2 className="text-xl font-semibold">{t("importantInfo")}</h2>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {property ? <li>{t("checkInTime", { time: property.checkInTime })}</li> : null}
            {property ? <li>{t("checkOutTime", { time: property.checkOutTime })}</li> : null}
            <li>{t("bedSheets")}</li>
            <li>{t("touristTaxIncluded")}</li>
            <li>{t("cancellationPolicy")}</li>
          </ul>
          <Link href={termsPagePath(locale)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("terms")}
          </Link>
        </section>
      </div>
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <p className="font-semibold">{offer.guestName ? t("greeting", { name: offer.guestName }) : t("greetingAnonymous")}</p>
          <p className="text-sm text-muted-foreground">{offer.block === "alreadyPaid" ? t("paidStay.intro") : t(booking ? "instant.intro" : "intro")}</p>
          <OfferSummary offer={offer} locale={locale} paid={offer.block === "alreadyPaid"} />
          {paid ? <PaidStay stay={paid.money} next={paid.next} locale={locale} /> : null}
          {offer.expiresAt && offer.block === null ? <p className="text-xs text-muted-foreground">{t(booking ? "instant.heldUntil" : "validUntil", { date: formatInstant(offer.expiresAt.toISOString(), locale) })}</p> : null}
          {paid ? null : <OfferStatus block={offer.block} free={free} email={config.OFFICE_EMAIL} phone={config.OFFICE_PHONE} booking={booking} />}
          {offer.block === null && free && !preview ? (
            <Link href={`/offer/${offer.token}/checkout`} className={buttonVariants({ size: "lg" })}>
              {t(booking ? "instant.complete" : "reserveNow")}
            </Link>
          ) : null}
        </div>
      </aside>
    </div>
  );
}

async function OfferStatus({ block, free, email, phone, booking }: { block: string | null; free: boolean; email: string; phone: string; booking: boolean }) {
  const t = await getTranslations("offerPage");
  const own = (key: "expired" | "paid" | "notOpen") => (booking ? (`instant.${key}` as const) : key);
  const message =
    block === "expired" ? t(own("expired"), { email, phone }) : block === "alreadyPaid" ? t(own("paid")) : block !== null ? t(own("notOpen")) : !free ? t("unavailable") : null;
  return message ? (
    <p role="status" className="rounded-md border bg-muted p-3 text-sm" data-testid="offer-status">
      {message}
    </p>
  ) : null;
}
