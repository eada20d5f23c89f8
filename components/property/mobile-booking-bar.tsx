import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";

/**
 * Below 768px the booking card is far down the page: this bar keeps the next step in reach.
 * Sticky rather than fixed, so it stays with the property content and never covers the footer.
 */
export async function MobileBookingBar({ price }: { price: string | null }) {
  const t = await getTranslations("property");
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-12 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-medium">{price ? t("priceFrom", { price }) : t("contactForPricing")}</p>
        <Button asChild>
          <Link href="/book">{t("checkPrices")}</Link>
        </Button>
      </div>
    </div>
  );
}
