"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { updateUserAction } from "@/lib/actions/admin/update-user";
import type { AdminUserRow } from "@/lib/data/admin-users";
import { updateUserSchema, USER_STATUSES, type UpdateUserInput } from "@/lib/schemas/admin-users";
import { RoleCheckboxes } from "./role-checkboxes";
import { useAdminUsersErrorFormat } from "./use-admin-users-errors";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";

const FIELDS: readonly Path<UpdateUserInput>[] = ["firstName", "lastName", "phone", "roles", "status", "color"];

/** 'Edit User' for one row: names, phone, roles, status and colour; no password. */
export function EditUserDialog({ user, onClose, closeLabel }: { user: AdminUserRow; onClose: () => void; closeLabel: string }) {
  const t = useTranslations("adminUsers");
  const locale = useSiteLocale();
  const router = useRouter();
  const format = useAdminUsersErrorFormat();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<UpdateUserInput, unknown, UpdateUserInput>({
    resolver: zodResolver<UpdateUserInput, unknown, UpdateUserInput>(updateUserSchema),
    defaultValues: { id: user.id, firstName: user.firstName, lastName: user.lastName, phone: user.phone, roles: user.roles, status: user.status, color: user.color },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await updateUserAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("updated"));
        onClose();
        router.refresh();
        return;
      }
      const problem = applyActionErrors(form, result, FIELDS);
      if (problem) {
        setError(problem.message);
        toast.error(t("failedUpdate"));
      }
    } catch (cause) {
      console.error("[edit user] failed", cause);
      setError(t("failedUpdate"));
      toast.error(t("failedUpdate"));
    }
  });

  const text = (name: "firstName" | "lastName" | "phone") => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input type={name === "phone" ? "tel" : "text"} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{t("editDescription", { email: user.email })}</DialogDescription>
        </DialogHeader>
        <Form {...form} formatError={(e) => format(e)}>
          <form onSubmit={onSubmit} noValidate aria-label={t("editTitle")} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName")}
              {text("lastName")}
            </div>
            {text("phone")}
            <Controller
              control={form.control}
              name="roles"
              render={({ field, fieldState }) => (
                <RoleCheckboxes idPrefix="edit" value={field.value} onChange={field.onChange} error={fieldState.error ? format(fieldState.error) : undefined} />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="status"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t("status")}</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        {USER_STATUSES.map((status) => (
                          <NativeSelectOption key={status} value={status}>
                            {t(`statuses.${status}`)}
                          </NativeSelectOption>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="color"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t("color")}</FormLabel>
                    <div className="flex items-center gap-2">
                      <FormControl>
                        <Input placeholder="#1f5f3f" {...field} />
                      </FormControl>
                      <span aria-hidden="true" className="size-8 shrink-0 rounded-full border" style={{ background: /^#[0-9a-f]{6}$/i.test(field.value) ? field.value : "transparent" }} />
                    </div>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <AuthErrorBox title={t("failedUpdate")} message={error} />
            <DialogFormFooter cancelLabel={t("cancel")} onCancel={onClose} submitLabel={t("save")} busyLabel={t("saving")} busy={form.formState.isSubmitting} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
