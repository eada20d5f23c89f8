import { getTranslations } from "next-intl/server";
import { FilterBar, FilterSelect } from "@/components/admin/filter-bar";
import type { PropertyOption } from "@/lib/data/admin-bookings";
import { BOOKING_STATUS_FILTERS, type BookingListQuery } from "@/lib/schemas/admin-bookings";

/** Search, status and property filters of the admin bookings list. */
export async function BookingFilters({ query, action, properties }: { query: BookingListQuery; action: string; properties: PropertyOption[] }) {
  const t = await getTranslations("adminBookings");
  return (
    <FilterBar
      action={action}
      label={t("searchLabel")}
      applyLabel={t("apply")}
      columns="sm:grid-cols-[minmax(0,1fr)_10rem_14rem_auto]"
      search={{ label: t("searchLabel"), placeholder: t("search"), value: query.q }}
    >
      <FilterSelect label={t("status")} name="status" value={query.status} options={BOOKING_STATUS_FILTERS.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} />
      <FilterSelect
        label={t("property")}
        name="property"
        value={query.property}
        options={[{ value: "all", label: t("allProperties") }, ...properties.map((p) => ({ value: p.id, label: p.name }))]}
      />
    </FilterBar>
  );
}
