import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { TeamMemberRow } from "@/lib/data/team-area";
import { mailtoHref, telHref } from "@/lib/domain/contact-links";
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
                <ContactLink href={mailtoHref(row.email)} text={row.email} />
              </TableCell>
              <TableCell>
                {row.phone ? <ContactLink href={telHref(row.phone)} text={row.phone} /> : null}
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

/** A mailto:/tel: link when the value is a valid address or number, otherwise the plain text. */
function ContactLink({ href, text }: { href: string | null; text: string }) {
  return href ? <a className="underline-offset-4 hover:underline" href={href}>{text}</a> : <>{text}</>;
}
