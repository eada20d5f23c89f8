"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/localized";

/** The page's locale as one of ours (actions take it as their first argument). */
export function useSiteLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

/** Schema errors carry keys of auth.errors; errors set from the server are already translated. */
export function useAuthErrorFormat(): (error: FieldError) => string {
  const t = useTranslations("auth.errors");
  return (error) => {
    if (error.type === "server") return error.message ?? t("invalidRequest");
    const key = error.message ?? "";
    return t.has(key) ? t(key) : t("invalidRequest");
  };
}
