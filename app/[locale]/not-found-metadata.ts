import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/domain/localized";

type TitleKey = "pageTitle" | "propertyTitle" | "blogTitle";

/**
 * The title of a 404 page (it was the bare site name): what was not found, in the page's
 * language, under the layout's "… | Saastal Chalets" template. The locale comes from the
 * segment's params, never from the request headers, so the segment's pages stay static.
 */
export function notFoundMetadata(key: TitleKey) {
  return async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
    const locale = (await params)?.locale;
    const t = await getTranslations({ locale: locale && isLocale(locale) ? locale : "de", namespace: "notFound" });
    return { title: t(key) };
  };
}
