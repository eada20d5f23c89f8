"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/client-navigation";
import { deletePropertyAction } from "@/lib/actions/properties/delete-property";

/**
 * Delete after a confirmation. A property with bookings cannot be deleted: the dialog says so
 * up front and suggests hiding it (the server refuses it anyway, with the same advice).
 */
export function DeletePropertyButton({ id, name, hasBookings }: { id: string; name: string; hasBookings: boolean }) {
  const t = useTranslations("adminProperties");
  const locale = useSiteLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      try {
        const result = await deletePropertyAction(locale, { id });
        if (result.data?.ok) {
          toast.success(t("deleted"));
          setOpen(false);
          router.refresh();
          return;
        }
        toast.error(t("deleteFailed"), { description: result.serverError?.message });
      } catch (cause) {
        console.error("[delete property] failed", cause);
        toast.error(t("deleteFailed"));
      }
      setOpen(false);
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("deleteLabel", { name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t("deleteTitle", { name })}
      description={hasBookings ? t("deleteHasBookings") : t("deleteDescription")}
      cancelLabel={t("cancel")}
      // A plain button, not AlertDialogAction: the dialog stays open while the server works.
      confirm={
        <Button variant="destructive" disabled={pending} onClick={confirm}>
          {t("confirmDelete")}
        </Button>
      }
    />
  );
}
