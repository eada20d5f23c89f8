"use client";

import { useTranslations } from "next-intl";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ROLES, type AppRole } from "@/lib/domain/roles";

/** The roles of a user as a group of checkboxes (a fieldset, so its error belongs to the group). */
export function RoleCheckboxes({ value, onChange, error, idPrefix }: { value: AppRole[]; onChange: (roles: AppRole[]) => void; error?: string; idPrefix: string }) {
  const t = useTranslations("adminUsers");
  const tRoles = useTranslations("account.roles");
  const errorId = `${idPrefix}-roles-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("roles")}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <NativeCheckbox
              checked={value.includes(role)}
              onChange={(event) => onChange(event.target.checked ? ROLES.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))}
            />
            {tRoles(role)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
