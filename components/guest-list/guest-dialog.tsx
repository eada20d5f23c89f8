"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { addGuestAction } from "@/lib/actions/guests/add-guest";
import { updateGuestAction } from "@/lib/actions/guests/update-guest";
import type { GuestRow } from "@/lib/data/guest-list";
import { GUEST_FIELDS, guestSchema, type GuestInput } from "@/lib/schemas/guest-list";
import { useGuestListErrorFormat } from "./use-guest-list-errors";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";

const EMPTY: GuestInput = { firstName: "", lastName: "", dateOfBirth: "", email: "" };

/** Add (no `guest`) or edit a person of the guest list; the page refreshes afterwards. */
export function GuestDialog({ bookingId, guest, onClose, closeLabel }: { bookingId: string; guest: GuestRow | null; onClose: () => void; closeLabel: string }) {
  const t = useTranslations("guestList");
  const locale = useSiteLocale();
  const router = useRouter();
  const format = useGuestListErrorFormat();
  const [error, setError] = useState<string | null>(null);
  const editing = guest !== null;
  const failed = editing ? t("failedUpdate") : t("failedAdd");
  const form = useForm<GuestInput, unknown, GuestInput>({
    resolver: zodResolver<GuestInput, unknown, GuestInput>(guestSchema),
    defaultValues: guest ? { firstName: guest.firstName, lastName: guest.lastName, dateOfBirth: guest.dateOfBirth, email: guest.email } : EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = guest ? await updateGuestAction(locale, { ...values, bookingId, guestId: guest.id }) : await addGuestAction(locale, { ...values, bookingId });
      if (result.data?.ok) {
        toast.success(editing ? t("updated") : t("added"));
        onClose();
        router.refresh();
        return;
      }
      const problem = applyActionErrors(form, result, GUEST_FIELDS);
      if (problem) setError(problem.message);
      toast.error(failed);
    } catch (cause) {
      console.error("[guest list] save failed", cause);
      setError(failed);
      toast.error(failed);
    }
  });

  const field = (name: (typeof GUEST_FIELDS)[number], type: string, autoComplete: string, required: boolean) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: props }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input type={type} autoComplete={autoComplete} aria-required={required ? "true" : undefined} {...props} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const title = editing ? t("editTitle") : t("addTitle");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("lead")}</DialogDescription>
        </DialogHeader>
        <Form {...form} formatError={(e) => format(e)}>
          <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {field("firstName", "text", "off", true)}
              {field("lastName", "text", "off", true)}
            </div>
            {field("dateOfBirth", "date", "off", true)}
            {field("email", "email", "off", false)}
            <AuthErrorBox title={failed} message={error} />
            <DialogFormFooter cancelLabel={t("cancel")} onCancel={onClose} submitLabel={t("save")} busyLabel={t("saving")} busy={form.formState.isSubmitting} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
