"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { deletePointOfInterestAction } from "@/lib/actions/properties/delete-point-of-interest";

/**
 * Deletes a point of interest after a confirmation. Points of interest are shared: the dialog
 * says it leaves every property's map, not only this one (unticking removes it from this one).
 */
export function DeletePoiButton({ id, name, onDeleted }: { id: string; name: string; onDeleted: () => void }) {
  const t = useTranslations("propertyEditor.poi");
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      try {
        const result = await deletePointOfInterestAction(locale, { id });
        if (result.data?.ok) {
          toast.success(t("deleted", { name }));
          setOpen(false);
          onDeleted();
          return;
        }
        toast.error(t("deleteFailed"), { description: result.serverError?.message });
      } catch (cause) {
        console.error("[delete poi] failed", cause);
        toast.error(t("deleteFailed"));
      }
      setOpen(false);
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="ghost" size="icon" aria-label={t("deleteLabel", { name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t("deleteTitle", { name })}
      description={t("deleteDescription")}
      cancelLabel={t("cancel")}
      // A plain button, not AlertDialogAction: the dialog stays open while the server works.
      confirm={
        <Button type="button" variant="destructive" disabled={pending} onClick={confirm}>
          {t("confirmDelete")}
        </Button>
      }
    />
  );
}
