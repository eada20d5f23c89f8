import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MobileBookingBarAction } from "./mobile-booking-bar-action";
import { MobileBookingBarPrice } from "./mobile-booking-bar-price";
import { MobileBookingBarShell } from "./mobile-booking-bar-shell";

/**
 * Below 1024px the booking card is far down the page: this bar keeps it in reach. It shows the
 * price of the stay the guest chose (or the nightly "from" price) and leads to this chalet's
 * booking card (#book), never away from the page; once the card can reserve the stay, it offers
 * the card's Reserve. It hides while the card is on screen. Sticky rather than fixed, so it stays
 * with the property content and never covers the footer.
 */
export async function MobileBookingBar({ price, slug }: { price: string | null; slug: string }) {
  const t = await getTranslations("property");
  const tBooking = await getTranslations("instantBooking");
  const { bookingBar } = await getMessages();
  return (
    <MobileBookingBarShell>
      <div className="flex items-center justify-between gap-3">
        <NextIntlClientProvider messages={{ bookingBar }}>
          <MobileBookingBarPrice slug={slug} fallback={price ? t("priceFrom", { price }) : t("contactForPricing")} />
        </NextIntlClientProvider>
        <MobileBookingBarAction labels={{ checkPrices: t("checkPrices"), reserve: tBooking("reserve"), reserving: tBooking("reserving") }} />
      </div>
    </MobileBookingBarShell>
  );
}
