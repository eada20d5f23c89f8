import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { Badge } from "@/components/ui/badge";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import type { Locale } from "@/lib/domain/localized";
import { ViewSection } from "./fact-list";

const VARIANT = { queued: "secondary", sent: "default", failed: "destructive" } as const;

/**
 * The mails sent about the stay, from the outbox. The outbox has no booking column, so the lead
 * says how they are found (stay mails to the guest's address, from the offer on).
 */
export async function MailsSection({ booking, locale }: { booking: AdminBookingView; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  return (
    <ViewSection id="mails-title" title={t("mailsTitle")} lead={t("mailsLead")}>
      {booking.mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{booking.email ? t("mailsEmpty") : t("mailsNoAddress")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="mails">
          {booking.mails.map((m) => (
            <li key={m.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="mail" data-template={m.template}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium [overflow-wrap:anywhere]">{m.subject}</span>
                <Badge variant={VARIANT[m.status]}>{t(`mailStatuses.${m.status}`)}</Badge>
              </div>
              <p className="text-muted-foreground [overflow-wrap:anywhere]">
                {t("mailTo", { address: m.toAddress })} · {formatInstant(m.sentAt ?? m.createdAt, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ViewSection>
  );
}
