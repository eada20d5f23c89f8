import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/domain/localized";

type TitleKey = "pageTitle" | "propertyTitle" | "blogTitle";

/** The translated title of a 404 page, for a page's generateMetadata when it is about to call notFound(). */
export async function notFoundTitle(locale: string | undefined, key: TitleKey): Promise<Metadata> {
  const t = await getTranslations({ locale: locale && isLocale(locale) ? locale : "de", namespace: "notFound" });
  return { title: t(key) };
}

/**
 * The title of a 404 page (it was the bare site name): what was not found, in the page's
 * language, under the layout's "… | Saastal Chalets" template. The locale comes from the
 * segment's params, never from the request headers, so the segment's pages stay static. The
 * not-found file's metadata titles the server's HTML; the page that calls notFound() must give
 * the same title in its own generateMetadata, or the browser shows the layout's bare site name
 * once the page is hydrated (seen with Next 16.4).
 */
export function notFoundMetadata(key: TitleKey) {
  return async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
    return notFoundTitle((await params)?.locale, key);
  };
}
