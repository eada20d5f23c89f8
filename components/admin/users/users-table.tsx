"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { AdminUserRow } from "@/lib/data/admin-users";
import { EditUserDialog } from "./edit-user-dialog";

/** The users of the current page; a click on a row (or its name button) opens 'Edit User'. */
export function UsersTable({ rows, closeLabel }: { rows: AdminUserRow[]; closeLabel: string }) {
  const t = useTranslations("adminUsers");
  const tRoles = useTranslations("account.roles");
  const [editing, setEditing] = useState<AdminUserRow | null>(null);

  return (
    <>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <thead className="bg-surface text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t("columns.name")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("columns.email")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("columns.roles")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("columns.status")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || t("unnamed");
              return (
                <tr key={row.id} onClick={() => setEditing(row)} className="cursor-pointer border-t hover:bg-accent/50" data-testid="user-row">
                  <td className="px-4 py-3">
                    <button type="button" className="flex items-center gap-2 text-left font-medium hover:underline" aria-label={t("editUser", { name })} onClick={(e) => { e.stopPropagation(); setEditing(row); }}>
                      <span aria-hidden="true" className="size-3 shrink-0 rounded-full border" style={{ background: row.color || "transparent" }} />
                      {name}
                    </button>
                  </td>
                  <td className="px-4 py-3">
                    {row.email}
                    {row.emailVerified ? null : <span className="ml-2 text-xs text-muted-foreground">({t("unverified")})</span>}
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap gap-1">
                      {row.roles.map((role) => (
                        <Badge key={role} variant="secondary">{tRoles(role)}</Badge>
                      ))}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={row.status === "active" ? "outline" : "destructive"}>{t(`statuses.${row.status}`)}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing ? <EditUserDialog key={editing.id} user={editing} closeLabel={closeLabel} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
