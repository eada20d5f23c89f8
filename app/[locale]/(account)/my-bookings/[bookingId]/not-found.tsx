"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

// A client component for the same reason as components/common/not-found-notice.tsx: the locale
// comes from the provider (my-bookings/layout.tsx), not from request headers.
export default function BookingNotFound() {
  const t = useTranslations("myBookings");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{t("notFound")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild className="mt-8">
        <Link href="/my-bookings">
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Link>
      </Button>
    </div>
  );
}
