"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("deleteLabel", { name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteTitle", { name })}</AlertDialogTitle>
          <AlertDialogDescription>{hasBookings ? t("deleteHasBookings") : t("deleteDescription")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while the server works. */}
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {t("confirmDelete")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
