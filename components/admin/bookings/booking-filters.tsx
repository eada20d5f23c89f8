import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { PropertyOption } from "@/lib/data/admin-bookings";
import { BOOKING_STATUS_FILTERS, type BookingListQuery } from "@/lib/schemas/admin-bookings";

/** Search and filters as a plain GET form: the URL holds the state, so it works without JavaScript. */
export async function BookingFilters({ query, action, properties }: { query: BookingListQuery; action: string; properties: PropertyOption[] }) {
  const t = await getTranslations("adminBookings");
  return (
    <form method="get" action={action} role="search" aria-label={t("searchLabel")} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_14rem_auto] sm:items-end">
      <label className="grid gap-1.5 text-sm font-medium">
        {t("searchLabel")}
        <Input type="search" name="q" defaultValue={query.q} placeholder={t("search")} />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        {t("status")}
        <NativeSelect name="status" defaultValue={query.status}>
          {BOOKING_STATUS_FILTERS.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {t(`statuses.${status}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        {t("property")}
        <NativeSelect name="property" defaultValue={query.property}>
          <NativeSelectOption value="all">{t("allProperties")}</NativeSelectOption>
          {properties.map((p) => (
            <NativeSelectOption key={p.id} value={p.id}>
              {p.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" variant="outline">
        {t("apply")}
      </Button>
    </form>
  );
}
