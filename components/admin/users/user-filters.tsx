import { getTranslations } from "next-intl/server";
import { FilterBar, FilterSelect } from "@/components/admin/filter-bar";
import { ROLE_FILTERS, STATUS_FILTERS, type UserListQuery } from "@/lib/schemas/admin-users";

/** Search, role and status filters of the admin users list. */
export async function UserFilters({ query, action }: { query: UserListQuery; action: string }) {
  const t = await getTranslations("adminUsers");
  const tRoles = await getTranslations("account.roles");
  return (
    <FilterBar
      action={action}
      label={t("searchLabel")}
      applyLabel={t("apply")}
      columns="sm:grid-cols-[minmax(0,1fr)_12rem_10rem_auto]"
      search={{ label: t("searchLabel"), placeholder: t("search"), value: query.q }}
    >
      <FilterSelect label={t("role")} name="role" value={query.role} options={ROLE_FILTERS.map((role) => ({ value: role, label: role === "all" ? t("all") : tRoles(role) }))} />
      <FilterSelect
        label={t("status")}
        name="status"
        value={query.status}
        options={STATUS_FILTERS.map((status) => ({ value: status, label: status === "all" ? t("all") : t(`statuses.${status}`) }))}
      />
    </FilterBar>
  );
}
