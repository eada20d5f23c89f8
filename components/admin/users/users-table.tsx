"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { AdminUserRow } from "@/lib/data/admin-users";
import { EditUserDialog } from "./edit-user-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The users of the current page; a click on a row (or its name button) opens 'Edit User'. */
export function UsersTable({ rows, closeLabel }: { rows: AdminUserRow[]; closeLabel: string }) {
  const t = useTranslations("adminUsers");
  const tRoles = useTranslations("account.roles");
  const [editing, setEditing] = useState<AdminUserRow | null>(null);

  return (
    <>
      <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.email")}</TableHead>
              <TableHead>{t("columns.roles")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || t("unnamed");
              return (
                <TableRow key={row.id} onClick={() => setEditing(row)} className="cursor-pointer hover:bg-accent/50" data-testid="user-row">
                  <TableCell>
                    <button type="button" className="flex items-center gap-2 text-left font-medium hover:underline" aria-label={t("editUser", { name })} onClick={(e) => { e.stopPropagation(); setEditing(row); }}>
                      <span aria-hidden="true" className="size-3 shrink-0 rounded-full border" style={{ background: row.color || "transparent" }} />
                      {name}
                    </button>
                  </TableCell>
                  <TableCell>
                    {row.email}
                    {row.emailVerified ? null : <span className="ml-2 text-xs text-muted-foreground">({t("unverified")})</span>}
                  </TableCell>
                  <TableCell>
                    <span className="flex flex-wrap gap-1">
                      {row.roles.map((role) => (
                        <Badge key={role} variant="secondary">{tRoles(role)}</Badge>
                      ))}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={row.status === "active" ? "outline" : "destructive"}>{t(`statuses.${row.status}`)}</Badge>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      {editing ? <EditUserDialog key={editing.id} user={editing} closeLabel={closeLabel} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
