"use client";

import { Copy, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/client-navigation";
import { deleteOfferAction } from "@/lib/actions/offers/delete-offer";
import { duplicateOfferAction } from "@/lib/actions/offers/duplicate-offer";

/**
 * The editor's Duplicate (any offer: a new draft with a new link) and Delete (drafts only, after a
 * confirmation). `confirmLeave` asks before unsaved changes are left behind by the duplicate.
 */
export function OfferDraftActions({ id, status, confirmLeave }: { id: string; status: string; confirmLeave: () => boolean }) {
  const t = useTranslations("adminOffers.editor");
  const locale = useSiteLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const duplicate = () => {
    if (!confirmLeave()) return;
    startTransition(async () => {
      try {
        const result = await duplicateOfferAction(locale, { id });
        if (!result.data) return void toast.error(t("duplicateFailed"), { description: result.serverError?.message });
        toast.success(t("duplicated"));
        router.push(`/admin/make-offer/${result.data.id}`);
      } catch (cause) {
        console.error("[offer duplicate] failed", cause);
        toast.error(t("duplicateFailed"));
      }
    });
  };

  const remove = () =>
    startTransition(async () => {
      try {
        const result = await deleteOfferAction(locale, { id });
        if (!result.data) {
          setOpen(false);
          return void toast.error(t("deleteFailed"), { description: result.serverError?.message });
        }
        toast.success(t("deleted"));
        router.push("/admin/make-offer");
      } catch (cause) {
        console.error("[offer delete] failed", cause);
        setOpen(false);
        toast.error(t("deleteFailed"));
      }
    });

  return (
    <>
      <Button type="button" variant="outline" onClick={duplicate} disabled={pending}>
        <Copy aria-hidden="true" />
        {t("duplicate")}
      </Button>
      {status === "draft" ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button type="button" variant="outline" disabled={pending}>
              <Trash2 aria-hidden="true" />
              {t("delete")}
            </Button>
          }
          title={t("deleteTitle")}
          description={t("deleteText")}
          cancelLabel={t("cancel")}
          // A plain button, not AlertDialogAction: the dialog stays open while the server works.
          confirm={
            <Button type="button" variant="destructive" disabled={pending} onClick={remove}>
              {t("deleteConfirm")}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
