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
        // relative: the actions column's sr-only heading is absolutely placed, and without a
        // positioned scroller it escapes the scroll box and widens the whole page (443 px at 320).
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" aria-label={t("title")}>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">{t("name")}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t("dateOfBirth")}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t("emailColumn")}</th>
                <th scope="col" className="py-2 text-right font-medium"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {guests.map((g) => {
                const name = `${g.firstName} ${g.lastName}`;
                return (
                  <tr key={g.id} className="border-b last:border-b-0" data-testid="guest-row">
                    <td className="py-2 pr-4 font-medium">{name}</td>
                    <td className="py-2 pr-4">{formatDate[g.dateOfBirth] ?? g.dateOfBirth}</td>
                    <td className="py-2 pr-4">{g.email}</td>
                    <td className="py-2 text-right whitespace-nowrap">
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
