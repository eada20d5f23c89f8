"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";

/** Schema errors carry keys of adminPayments.errors; errors from the server are already translated. */
export function useAdminPaymentsErrorFormat(): (error: FieldError | undefined) => string {
  const t = useTranslations("adminPayments.errors");
  return (error) => {
    if (!error) return "";
    if (error.type === "server") return error.message ?? t("invalidRequest");
    const key = error.message ?? "";
    return t.has(key) ? t(key) : t("invalidRequest");
  };
}
