import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/lib/domain/localized";

export type LocaleParams = Promise<{ locale: string }>;

/**
 * The locale from the [locale] segment, registered with next-intl so that the page renders
 * statically (no request headers are read). An unknown locale is a 404.
 */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
