import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { BookingBadge as BadgeKind } from "@/lib/domain/admin-bookings";

const VARIANT = { cancelled: "destructive", blocked: "secondary", fullyPaid: "default", partlyPaid: "secondary", unpaid: "outline", nothingDue: "outline", channel: "outline" } as const;

/**
 * 'Cancelled', 'Blocked', or the ledger's payment state in the words the dashboard, the booking
 * view and the guest's page use (ledger.states; the choice is lib/domain/admin-bookings.ts).
 */
export function BookingBadge({ badge }: { badge: BadgeKind }) {
  const t = useTranslations("adminBookings.badges");
  const tState = useTranslations("ledger.states");
  return (
    <Badge variant={VARIANT[badge]} data-badge={badge}>
      {badge === "cancelled" || badge === "blocked" ? t(badge) : tState(badge)}
    </Badge>
  );
}
