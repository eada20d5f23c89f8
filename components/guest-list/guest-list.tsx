"use client";

import { Download, Pencil, Trash2, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { GuestRow } from "@/lib/data/guest-list";
import { GuestDialog } from "./guest-dialog";
import { RemoveGuestDialog } from "./remove-guest-dialog";

type Open = { kind: "add" } | { kind: "edit"; guest: GuestRow } | { kind: "remove"; guest: GuestRow } | null;

/** The guest list of a booking: the people staying, with add, edit and remove (and CSV for admins). */
export function GuestList({ bookingId, guests, exportHref, closeLabel, formatDate }: { bookingId: string; guests: GuestRow[]; exportHref: string | null; closeLabel: string; formatDate: Record<string, string> }) {
  const t = useTranslations("guestList");
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setOpen({ kind: "add" })}>
          <UserPlus aria-hidden="true" />
          {t("add")}
        </Button>
        {exportHref ? (
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              {t("exportCsv")}
            </a>
          </Button>
        ) : null}
      </div>
      {guests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        // Below 640 px each guest is a card (the table's rows laid out as a grid, its head hidden):
        // as a table it was 402 px wide in a 308 px box, the edit and delete buttons scrolled out of
        // view. relative: the actions column's sr-only heading is absolutely placed, and without a
        // positioned box it escapes and widens the whole page (443 px at 320).
        <div className="relative sm:overflow-x-auto">
          <table className="w-full text-sm max-sm:block" aria-label={t("title")}>
            <thead className="max-sm:sr-only">
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">{t("name")}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t("dateOfBirth")}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t("emailColumn")}</th>
                <th scope="col" className="py-2 text-right font-medium"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody className="max-sm:grid max-sm:gap-3">
              {guests.map((g) => {
                const name = `${g.firstName} ${g.lastName}`;
                return (
                  <tr key={g.id} className="border-b last:border-b-0 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border-b" data-testid="guest-row">
                    <td className="py-2 pr-4 font-medium max-sm:col-start-1 max-sm:py-0">{name}</td>
                    <td className="py-2 pr-4 max-sm:col-start-1 max-sm:py-0 max-sm:text-muted-foreground">
                      {/* On a card there is no column head to say what the date is. */}
                      <span className="sm:hidden">{t("dateOfBirthValue", { date: formatDate[g.dateOfBirth] ?? g.dateOfBirth })}</span>
                      <span className="max-sm:hidden">{formatDate[g.dateOfBirth] ?? g.dateOfBirth}</span>
                    </td>
                    <td className="py-2 pr-4 max-sm:col-start-1 max-sm:py-0 max-sm:[overflow-wrap:anywhere] max-sm:text-muted-foreground">{g.email}</td>
                    <td className="py-2 text-right whitespace-nowrap max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:self-start max-sm:py-0">
                      <Button type="button" variant="ghost" size="icon" aria-label={t("editOf", { name })} onClick={() => setOpen({ kind: "edit", guest: g })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" aria-label={t("removeOf", { name })} onClick={() => setOpen({ kind: "remove", guest: g })}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {open?.kind === "add" ? <GuestDialog bookingId={bookingId} guest={null} onClose={close} closeLabel={closeLabel} /> : null}
      {open?.kind === "edit" ? <GuestDialog bookingId={bookingId} guest={open.guest} onClose={close} closeLabel={closeLabel} /> : null}
      {open?.kind === "remove" ? <RemoveGuestDialog bookingId={bookingId} guest={open.guest} onClose={close} closeLabel={closeLabel} /> : null}
    </div>
  );
}
