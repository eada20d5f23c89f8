import { useFormatter, useLocale, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { OfferListRow } from "@/lib/data/offer-list";
import { isLocale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { OfferStatusBadge } from "./offer-status-badge";

export function OfferCard({ offer }: { offer: OfferListRow }) {
  const t = useTranslations("adminOffers.list");
  const format = useFormatter();
  const locale = useLocale();
  const day = (d: Date) => format.dateTime(d, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  return (
    <article className="grid gap-2 rounded-lg border bg-surface p-4" data-testid="offer-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{offer.guestName ?? t("unnamedGuest")}</h2>
        <OfferStatusBadge status={offer.status} />
      </div>
      <dl className="grid gap-1 text-sm text-muted-foreground">
        {offer.guestEmail && <dd>{offer.guestEmail}</dd>}
        {offer.otaReference && <dd>{t("reference", { reference: offer.otaReference })}</dd>}
        {offer.property && <dd>{offer.property.name}</dd>}
        {offer.checkIn && offer.checkOut && (
          <dd>
            {day(offer.checkIn)} – {day(offer.checkOut)}
          </dd>
        )}
        {offer.totalPrice !== null && <dd className="font-medium text-foreground">{formatChf(offer.totalPrice, isLocale(locale) ? locale : "de")}</dd>}
        <dd>{format.dateTime(offer.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" })}</dd>
      </dl>
      <Link href={`/admin/make-offer/${offer.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {t("view")}
      </Link>
    </article>
  );
}
