import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ROLE_FILTERS, STATUS_FILTERS, type UserListQuery } from "@/lib/schemas/admin-users";

/** Search and filters as a plain GET form: the URL holds the state, so it works without JavaScript. */
export async function UserFilters({ query, action }: { query: UserListQuery; action: string }) {
  const t = await getTranslations("adminUsers");
  const tRoles = await getTranslations("account.roles");
  return (
    <form method="get" action={action} role="search" aria-label={t("searchLabel")} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] sm:items-end">
      <label className="grid gap-1.5 text-sm font-medium">
        {t("searchLabel")}
        <Input type="search" name="q" defaultValue={query.q} placeholder={t("search")} />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        {t("role")}
        <NativeSelect name="role" defaultValue={query.role}>
          {ROLE_FILTERS.map((role) => (
            <NativeSelectOption key={role} value={role}>
              {role === "all" ? t("all") : tRoles(role)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        {t("status")}
        <NativeSelect name="status" defaultValue={query.status}>
          {STATUS_FILTERS.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {status === "all" ? t("all") : t(`statuses.${status}`)}
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
