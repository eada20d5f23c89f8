import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { TeamMemberRow } from "@/lib/data/team-area";
import { PersonAvatar } from "./person-avatar";

/** /team/team: who is on the team and how to reach them. */
export async function MembersTable({ rows }: { rows: TeamMemberRow[] }) {
  const t = await getTranslations("teamArea.team");
  const tRoles = await getTranslations("account.roles");
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-surface text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.name")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.email")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.phone")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.roles")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t" data-testid="member-row">
              <td className="px-4 py-3">
                <span className="flex items-center gap-3 font-medium">
                  <PersonAvatar person={row} />
                  {row.name}
                </span>
              </td>
              <td className="px-4 py-3">
                <a className="underline-offset-4 hover:underline" href={`mailto:${row.email}`}>{row.email}</a>
              </td>
              <td className="px-4 py-3">
                {row.phone ? <a className="underline-offset-4 hover:underline" href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}>{row.phone}</a> : null}
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-1">
                  {row.roles.map((role) => (
                    <Badge key={role} variant="secondary">{tRoles(role)}</Badge>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
