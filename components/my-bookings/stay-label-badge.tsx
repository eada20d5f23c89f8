import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/lib/domain/localized";
import type { StayLabel } from "@/lib/domain/my-bookings";
import { formatIsoDate } from "./format";

/** Today's arrival or departure is destructive (needs attention now); the rest are secondary. */
export async function StayLabelBadge({ label, locale }: { label: StayLabel; locale: Locale }) {
  const t = await getTranslations("myBookings");
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={label.urgent ? "destructive" : "secondary"} data-urgent={label.urgent ? "true" : "false"}>
        {t(label.kind)}
      </Badge>
      {label.kind === "arrived" ? <span className="text-xs text-muted-foreground">{t("checkOutOn", { date: formatIsoDate(label.checkOut, locale) })}</span> : null}
    </span>
  );
}
