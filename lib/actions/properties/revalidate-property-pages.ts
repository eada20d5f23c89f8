import "server-only";
import { revalidateTag } from "next/cache";
import { cacheTags } from "@/lib/data/cache-tags";

/**
 * After an admin change to a property: the public listing (and sitemap, slugs) and each given
 * property page are rendered again. A slug change passes both the old and the new slug.
 */
export function revalidatePropertyPages(...slugs: string[]): void {
  revalidateTag(cacheTags.properties, "max");
  for (const slug of new Set(slugs)) revalidateTag(cacheTags.property(slug), "max");
}

/**
 * A slug change: the old URL becomes a redirect. Its cached page is expired at once rather than
 * served stale while it regenerates, because Next (16.4) stores a redirect produced by a
 * background regeneration without its Location header (a 308 that leads nowhere); a blocking
 * render stores it whole.
 */
export function expireRenamedPropertyPage(previousSlug: string): void {
  revalidateTag(cacheTags.property(previousSlug), { expire: 0 });
}
