import type { MetadataRoute } from "next";
import { localizedPath } from "@/i18n/paths";
import { listBlogPosts, listInfoPages } from "@/lib/data/content";
import { listVisiblePropertySlugs } from "@/lib/data/properties";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/domain/localized";
import { env } from "@/lib/env";

const STATIC_PATHS = ["/", "/services", "/contact", "/book", "/team", "/blog"];

/** Every public page in every language, each listing its translations as alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { SITE_URL } = env();
  const url = (path: string) => new URL(path, SITE_URL).toString();
  const [slugs, posts, infoPages] = await Promise.all([
    listVisiblePropertySlugs(),
    listBlogPosts(DEFAULT_LOCALE),
    listInfoPages(DEFAULT_LOCALE),
  ]);

  const paths = [
    ...STATIC_PATHS,
    ...slugs.map((slug) => `/${slug}`),
    ...posts.map((post) => `/blog/${post.id}`),
    ...infoPages.map((page) => `/info/${page.slug}`),
  ];

  return paths.flatMap((path) => {
    const languages = Object.fromEntries(LOCALES.map((locale) => [locale, url(localizedPath(locale, path))]));
    return LOCALES.map((locale) => ({
      url: url(localizedPath(locale, path)),
      alternates: { languages: { ...languages, "x-default": url(localizedPath(DEFAULT_LOCALE, path)) } },
    }));
  });
}
