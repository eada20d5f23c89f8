import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { guestFacingKind } from "@/lib/domain/after-booking";
import { resolveLocale } from "../../../../resolve-locale";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; token: string }> };

export default async function CheckoutCancelPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const found = await readOfferForVisitor(token, locale);
  if (!found || found.preview) notFound();
  const t = await getTranslations("checkout");
  const booking = guestFacingKind(found.offer) === "booking";
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("cancelTitle")}</h1>
      <p>{booking ? t("instant.cancelText") : t("cancelText")}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={`/offer/${token}/checkout`} className={buttonVariants()}>
          {t("returnToCheckout")}
        </Link>
        <Link href={`/offer/${token}`} className={buttonVariants({ variant: "outline" })}>
          {booking ? t("instant.viewSummary") : t("viewOffer")}
        </Link>
      </div>
    </div>
  );
}
