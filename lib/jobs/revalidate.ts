import { revalidateTag } from "next/cache";
import { cacheTags } from "@/lib/data/cache-tags";

/**
 * Revalidates public pages by tag after a sync wrote to them. Next only accepts this inside a
 * request or server action (it needs its work store); from a test or a background worker it
 * throws an invariant error, which is swallowed here: the pages then refresh on their own
 * revalidation window instead.
 */
export function revalidatePublic(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, "max");
    } catch {
      return; // outside a Next request: every further tag would fail the same way
    }
  }
}

/** The tags a booking or rates change of these properties touches. */
export function propertyTags(properties: Iterable<{ id: string; slug: string }>): string[] {
  const tags: string[] = [cacheTags.properties];
  for (const p of properties) tags.push(cacheTags.property(p.slug), cacheTags.rates(p.id));
  return tags;
}
