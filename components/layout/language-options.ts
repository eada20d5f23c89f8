import { getTranslations } from "next-intl/server";
import { LOCALES } from "@/lib/domain/localized";
import type { LanguageOption } from "./language-switcher";

/** The language choices with their names, for the (client) language switcher. */
export async function getLanguageOptions(): Promise<LanguageOption[]> {
  const t = await getTranslations("language");
  return LOCALES.map((locale) => ({ locale, short: locale.toUpperCase(), name: t(locale) }));
}
