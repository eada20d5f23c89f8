"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { createUserAction } from "@/lib/actions/admin/create-user";
import { createUserSchema, type CreateUserInput } from "@/lib/schemas/admin-users";
import { RoleCheckboxes } from "./role-checkboxes";
import { useAdminUsersErrorFormat } from "./use-admin-users-errors";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";

const EMPTY: CreateUserInput = { email: "", password: "", firstName: "", lastName: "", roles: ["guest"] };
const FIELDS: readonly Path<CreateUserInput>[] = ["email", "password", "firstName", "lastName", "roles"];

/** 'Add User': an account with chosen roles, verified at once; the list refreshes afterwards. */
export function AddUserDialog({ closeLabel }: { closeLabel: string }) {
  const t = useTranslations("adminUsers");
  const locale = useSiteLocale();
  const router = useRouter();
  const format = useAdminUsersErrorFormat();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateUserInput, unknown, CreateUserInput>({ resolver: zodResolver<CreateUserInput, unknown, CreateUserInput>(createUserSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await createUserAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("created"));
        form.reset(EMPTY);
        setOpen(false);
        router.refresh();
        return;
      }
      const problem = applyActionErrors(form, result, FIELDS);
      if (problem) setError(problem.message);
    } catch (cause) {
      console.error("[add user] failed", cause);
      setError(t("failedCreate"));
      toast.error(t("failedCreate"));
    }
  });

  const text = (name: "email" | "password" | "firstName" | "lastName", type: string, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input type={type} autoComplete={autoComplete} aria-required="true" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (!next) setError(null); }}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t("addUser")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{t("addTitle")}</DialogTitle>
          <DialogDescription>{t("addDescription")}</DialogDescription>
        </DialogHeader>
        <Form {...form} formatError={(e) => format(e)}>
          <form onSubmit={onSubmit} noValidate aria-label={t("addTitle")} className="grid gap-4">
            {text("email", "email", "off")}
            {text("password", "password", "new-password")}
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName", "text", "off")}
              {text("lastName", "text", "off")}
            </div>
            <Controller
              control={form.control}
              name="roles"
              render={({ field, fieldState }) => (
                <RoleCheckboxes idPrefix="add" value={field.value} onChange={field.onChange} error={fieldState.error ? format(fieldState.error) : undefined} />
              )}
            />
            <AuthErrorBox title={t("failedCreate")} message={error} />
            <DialogFormFooter cancelLabel={t("cancel")} onCancel={() => setOpen(false)} submitLabel={t("create")} busyLabel={t("creating")} busy={form.formState.isSubmitting} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
