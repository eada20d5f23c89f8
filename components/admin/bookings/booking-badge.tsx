import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { BookingBadge as BadgeKind } from "@/lib/domain/admin-bookings";

const VARIANT = { cancelled: "destructive", blocked: "secondary", paid: "default", unpaid: "outline" } as const;

/** 'Cancelled', 'Blocked', 'Paid' or 'Unpaid' (the choice is lib/domain/admin-bookings.ts). */
export function BookingBadge({ badge }: { badge: BadgeKind }) {
  const t = useTranslations("adminBookings.badges");
  return (
    <Badge variant={VARIANT[badge]} data-badge={badge}>
      {t(badge)}
    </Badge>
  );
}
