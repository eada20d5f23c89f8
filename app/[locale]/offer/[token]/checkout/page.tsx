import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { CheckoutForm } from "@/components/offer/checkout-form";
import { OfferSummary } from "@/components/offer/offer-summary";
import { Link } from "@/i18n/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { offerDatesFree } from "@/lib/data/offer-view";
import { guestFacingKind } from "@/lib/domain/after-booking";
import { paymentMethodsFor } from "@/lib/domain/checkout";
import { formatChf } from "@/lib/domain/money";
import { termsPagePath } from "@/lib/domain/terms-page";
import { env } from "@/lib/env";
import { CHECKOUT_COUNTRIES, type CheckoutCountry, type GuestDetailsInput } from "@/lib/schemas/checkout";
import { resolveLocale } from "../../../resolve-locale";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }> };

const isCountry = (c: string | null): c is CheckoutCountry => c !== null && (CHECKOUT_COUNTRIES as readonly string[]).includes(c);

export default async function CheckoutPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const found = await readOfferForVisitor(token, locale);
  if (!found || found.preview) notFound();
  const { offer } = found;
  const t = await getTranslations("checkout");
  const tOffer = await getTranslations("offerPage");
  const config = env();
  const user = await getSessionUser();
  const free = offer.block === null ? await offerDatesFree(offer) : true;

  // Details saved on the offer first (a returning guest), then the signed-in account's own.
  const [first, ...rest] = (offer.guestName ?? "").split(" ");
  const defaults: GuestDetailsInput = {
    firstName: offer.guestName ? (first ?? "") : (user?.firstName ?? ""),
    lastName: offer.guestName ? rest.join(" ") : (user?.lastName ?? ""),
    email: offer.guestEmail ?? user?.email ?? "",
    phone: offer.guestPhone ?? "",
    street: offer.guestStreet ?? "",
    postalCode: offer.guestPostalCode ?? "",
    city: offer.guestCity ?? "",
    country: isCountry(offer.guestCountry) ? offer.guestCountry : "CH",
    specialRequests: offer.specialRequests ?? "",
    agreeTerms: false,
  };
  // An instant booking goes through the checkout as an offer, but the guest asked for a booking.
  const booking = guestFacingKind(offer) === "booking";
  const own = (key: "expired" | "paid" | "notOpen") => (booking ? (`instant.${key}` as const) : key);
  const blocked =
    offer.block === "expired" ? tOffer(own("expired"), { email: config.OFFICE_EMAIL, phone: config.OFFICE_PHONE }) : offer.block === "alreadyPaid" ? tOffer(own("paid")) : offer.block !== null ? tOffer(own("notOpen")) : !free ? tOffer("unavailable") : null;
  const { checkout, error } = await getMessages();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_380px]">
      <div className="grid content-start gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {!user ? (
          <p className="rounded-md border bg-muted p-3 text-sm" data-testid="sign-in-prompt">
            {t("signInPrompt")}{" "}
            <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("signIn")}
            </Link>
          </p>
        ) : null}
        {blocked ? (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm" data-testid="offer-status">
            {blocked}
          </p>
        ) : (
          <section className="grid gap-4">
            <h2 className="text-xl font-semibold">{t("guestDetails")}</h2>
            <NextIntlClientProvider locale={locale} messages={{ checkout, error }}>
              <CheckoutForm token={token} defaults={defaults} termsHref={termsPagePath(locale)} />
            </NextIntlClientProvider>
          </section>
        )}
        <Link href={`/offer/${token}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {booking ? t("instant.backToBooking") : t("backToOffer")}
        </Link>
      </div>
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <h2 className="font-semibold">{t("orderSummary")}</h2>
          {offer.property ? <p className="text-sm">{offer.property.name}</p> : null}
          <OfferSummary offer={offer} locale={locale} />
          <div className="flex justify-between border-t pt-3 font-semibold">
            <span>{t("dueNow")}</span>
            <span className="tabular-nums" data-testid="checkout-due-now">{formatChf(offer.deposit, locale)}</span>
          </div>
          <p className="text-xs text-muted-foreground">{paymentMethodsFor(offer.deposit).includes("twint") ? t("paymentMethods") : t("paymentMethodsNoTwint")}</p>
          {offer.expiresAt ? (
            <p className="text-xs text-muted-foreground">
              {booking ? tOffer("instant.heldUntil", { date: formatInstant(offer.expiresAt.toISOString(), locale) }) : t("offerValidUntil", { date: formatInstant(offer.expiresAt.toISOString(), locale) })}
            </p>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
