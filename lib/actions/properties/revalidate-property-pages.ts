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
