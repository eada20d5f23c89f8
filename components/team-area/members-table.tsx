import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { TeamMemberRow } from "@/lib/data/team-area";
import { PersonAvatar } from "./person-avatar";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** /team/team: who is on the team and how to reach them. */
export async function MembersTable({ rows }: { rows: TeamMemberRow[] }) {
  const t = await getTranslations("teamArea.team");
  const tRoles = await getTranslations("account.roles");
  return (
    <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.email")}</TableHead>
            <TableHead>{t("columns.phone")}</TableHead>
            <TableHead>{t("columns.roles")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="member-row">
              <TableCell>
                <span className="flex items-center gap-3 font-medium">
                  <PersonAvatar person={row} />
                  {row.name}
                </span>
              </TableCell>
              <TableCell>
                <a className="underline-offset-4 hover:underline" href={`mailto:${row.email}`}>{row.email}</a>
              </TableCell>
              <TableCell>
                {row.phone ? <a className="underline-offset-4 hover:underline" href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}>{row.phone}</a> : null}
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap gap-1">
                  {row.roles.map((role) => (
                    <Badge key={role} variant="secondary">{tRoles(role)}</Badge>
                  ))}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
  );
}
