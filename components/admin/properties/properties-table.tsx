import { Pencil } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { AdminPropertyRow } from "@/lib/data/admin-properties";
import { DeletePropertyButton } from "./delete-property-button";
import { VisibilitySwitch } from "./visibility-switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** Name, location, the 'Visible' switch, edit and delete for every property. */
export async function PropertiesTable({ rows }: { rows: AdminPropertyRow[] }) {
  const t = await getTranslations("adminProperties");
  return (
    <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.location")}</TableHead>
            <TableHead>{t("columns.visible")}</TableHead>
            <TableHead className="text-right">{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="property-row">
              <TableCell>
                <span className="font-medium">{row.name}</span>
                <div className="text-xs text-muted-foreground">/{row.slug}</div>
              </TableCell>
              <TableCell>{row.location}</TableCell>
              <TableCell>
                <span className="flex items-center gap-2">
                  <VisibilitySwitch id={row.id} name={row.name} visible={row.isVisible} />
                  {row.bookingCount > 0 ? <Badge variant="outline">{t("bookings", { count: row.bookingCount })}</Badge> : null}
                </span>
              </TableCell>
              <TableCell>
                <span className="flex justify-end gap-1">
                  <Link
                    href={`/admin/property/${row.id}`}
                    aria-label={t("editLabel", { name: row.name })}
                    className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Link>
                  <DeletePropertyButton id={row.id} name={row.name} hasBookings={row.bookingCount > 0} />
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
  );
}
