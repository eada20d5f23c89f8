import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { OfferStatus } from "@/generated/prisma/client";
import { cn } from "@/lib/utils";

const COLORS: Record<OfferStatus, string> = {
  draft: "bg-gray-100 text-gray-800",
  sent: "bg-blue-100 text-blue-800",
  viewed: "bg-yellow-100 text-yellow-800",
  accepted: "bg-green-100 text-green-800",
  expired: "bg-red-100 text-red-800",
  rejected: "bg-zinc-200 text-zinc-800",
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const t = useTranslations("adminOffers.status");
  return (
    <Badge variant="outline" className={cn("border-transparent", COLORS[status])}>
      {t(status)}
    </Badge>
  );
}
