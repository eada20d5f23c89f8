import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MobileBookingBarPrice } from "./mobile-booking-bar-price";

/**
 * Below 1024px the booking card is far down the page: this bar keeps it in reach. It shows the
 * price of the stay the guest chose (or the nightly "from" price) and leads to this chalet's
 * booking card (#book), never away from the page. Sticky rather than fixed, so it stays with the
 * property content and never covers the footer.
 */
export async function MobileBookingBar({ price, slug }: { price: string | null; slug: string }) {
  const t = await getTranslations("property");
  const { bookingBar } = await getMessages();
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-12 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <NextIntlClientProvider messages={{ bookingBar }}>
          <MobileBookingBarPrice slug={slug} fallback={price ? t("priceFrom", { price }) : t("contactForPricing")} />
        </NextIntlClientProvider>
        <a href="#book" data-slot="button" className="inline-flex h-9 shrink-0 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          {t("checkPrices")}
        </a>
      </div>
    </div>
  );
}
