"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { removeGuestAction } from "@/lib/actions/guests/remove-guest";
import type { GuestRow } from "@/lib/data/guest-list";

/** Asks before a person is removed from the guest list. */
export function RemoveGuestDialog({ bookingId, guest, onClose, closeLabel }: { bookingId: string; guest: GuestRow; onClose: () => void; closeLabel: string }) {
  const t = useTranslations("guestList");
  const locale = useSiteLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const name = `${guest.firstName} ${guest.lastName}`;

  async function remove() {
    setBusy(true);
    try {
      const result = await removeGuestAction(locale, { bookingId, guestId: guest.id });
      if (result.data?.ok) {
        toast.success(t("removed"));
        onClose();
        router.refresh();
        return;
      }
      toast.error(result.serverError?.message ? `${t("failedRemove")}: ${result.serverError.message}` : t("failedRemove"));
    } catch (cause) {
      console.error("[guest list] remove failed", cause);
      toast.error(t("failedRemove"));
    }
    setBusy(false);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={closeLabel} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("removeTitle")}</DialogTitle>
          <DialogDescription>{t("removeText", { name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="button" variant="destructive" onClick={remove} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {busy ? t("removing") : t("remove")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
