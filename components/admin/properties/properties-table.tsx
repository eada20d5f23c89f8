import { Pencil } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { AdminPropertyRow } from "@/lib/data/admin-properties";
import { DeletePropertyButton } from "./delete-property-button";
import { VisibilitySwitch } from "./visibility-switch";

/** Name, location, the 'Visible' switch, edit and delete for every property. */
export async function PropertiesTable({ rows }: { rows: AdminPropertyRow[] }) {
  const t = await getTranslations("adminProperties");
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-surface text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.name")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.location")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.visible")}</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">{t("columns.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t" data-testid="property-row">
              <td className="px-4 py-3">
                <span className="font-medium">{row.name}</span>
                <div className="text-xs text-muted-foreground">/{row.slug}</div>
              </td>
              <td className="px-4 py-3">{row.location}</td>
              <td className="px-4 py-3">
                <span className="flex items-center gap-2">
                  <VisibilitySwitch id={row.id} name={row.name} visible={row.isVisible} />
                  {row.bookingCount > 0 ? <Badge variant="outline">{t("bookings", { count: row.bookingCount })}</Badge> : null}
                </span>
              </td>
              <td className="px-4 py-3">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
