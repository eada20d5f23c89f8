import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AddUserDialog } from "@/components/admin/users/add-user-dialog";
import { UserFilters } from "@/components/admin/users/user-filters";
import { ListPagination } from "@/components/admin/list-pagination";
import { UsersTable } from "@/components/admin/users/users-table";
import { localizedPath } from "@/i18n/paths";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listUsers, type AdminUserPage } from "@/lib/data/admin-users";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { userListQuerySchema } from "@/lib/schemas/admin-users";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminUsers" });
  return { title: t("metaTitle") };
}

async function readUsers(query: Parameters<typeof listUsers>[0]): Promise<AdminUserPage | null> {
  try {
    return await listUsers(query);
  } catch (error) {
    console.error("[admin/users] could not list users", error);
    return null;
  }
}

export default async function AdminUsersPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/users", ADMIN_ONLY);
  const t = await getTranslations("adminUsers");
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const query = userListQuerySchema.parse({ q: first(raw.q), role: first(raw.role), status: first(raw.status), page: first(raw.page) });
  const users = await readUsers(query);
  const { adminUsers, account, auth } = await getMessages();
  const closeLabel = (await getTranslations("common"))("close");

  return (
    <div className="grid gap-6">
      <NextIntlClientProvider messages={{ adminUsers, account, auth }}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">{t("lead")}</p>
          </div>
          <AddUserDialog closeLabel={closeLabel} />
        </div>
        <UserFilters query={query} action={localizedPath(locale, "/admin/users")} />
        {users === null ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
            {t("loadError")}
          </p>
        ) : users.rows.length === 0 ? (
          <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("count", { count: users.total })}
            </p>
            <UsersTable rows={users.rows} closeLabel={closeLabel} />
            <ListPagination messages="adminUsers" pathname="/admin/users" params={{ ...(query.q ? { q: query.q } : {}), role: query.role, status: query.status }} page={users.page} pageCount={users.pageCount} />
          </>
        )}
      </NextIntlClientProvider>
    </div>
  );
}
