import { getTranslations } from "next-intl/server";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import { ViewSection } from "./fact-list";

/** The special request typed at checkout (an offer's) and Smoobu's notice, as the guest wrote them. */
export async function RequestsSection({ booking }: { booking: AdminBookingView }) {
  const t = await getTranslations("adminBookingView");
  const blocks: [string, string | null, string][] = [
    [t("specialRequest"), booking.specialRequests?.trim() || null, t("noSpecialRequest")],
    [t("notice"), booking.notice.trim() || null, t("noNotice")],
  ];
  return (
    <ViewSection id="requests-title" title={t("requestsTitle")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {blocks.map(([title, text, empty]) => (
          <div key={title} className="grid min-w-0 content-start gap-1">
            <h3 className="text-sm text-muted-foreground">{title}</h3>
            {text ? <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{text}</p> : <p className="text-sm text-muted-foreground italic">{empty}</p>}
          </div>
        ))}
      </div>
    </ViewSection>
  );
}
