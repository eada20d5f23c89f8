import { randomBytes } from "node:crypto";
import { revalidateTag } from "next/cache";
import { cacheTags } from "@/lib/data/cache-tags";
import { revalidationBody, signRevalidation } from "@/lib/domain/revalidate-request";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { saastalRevalidateOverHttp?: boolean };

/** Called by the workers: from now on, revalidation outside a request goes through our own server. */
export function revalidateOverHttpOutsideRequests(): void {
  holder.saastalRevalidateOverHttp = true;
}

async function postToServer(tags: string[]): Promise<void> {
  const config = env();
  if (!config.AUTH_SECRET) return;
  // A fresh nonce each time: the server accepts a body once (a captured one cannot be replayed).
  const body = revalidationBody(tags, Date.now(), randomBytes(18).toString("base64url"));
  try {
    const response = await fetch(new URL("/api/internal/revalidate", config.SITE_URL), {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-signature": signRevalidation(config.AUTH_SECRET, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) console.warn(`[revalidate] the server answered ${response.status}; pages refresh on their own window`);
  } catch (error) {
    console.warn("[revalidate] could not reach the server; pages refresh on their own window", error);
  }
}

/**
 * Revalidates public pages by tag after a sync wrote to them. Inside a request or server action
 * this is revalidateTag. Outside one, Next refuses (it needs its work store): in the job workers
 * the tags are sent to our own /api/internal/revalidate instead; anywhere else (tests, scripts)
 * it is a no-op and the pages refresh on their own revalidation window.
 */
export function revalidatePublic(tags: Iterable<string>): void {
  const list = [...new Set(tags)];
  if (list.length === 0) return;
  try {
    for (const tag of list) revalidateTag(tag, "max");
  } catch {
    if (holder.saastalRevalidateOverHttp) void postToServer(list);
  }
}

/** The tags a booking or rates change of these properties touches. */
export function propertyTags(properties: Iterable<{ id: string; slug: string }>): string[] {
  const tags: string[] = [cacheTags.properties];
  for (const p of properties) tags.push(cacheTags.property(p.slug), cacheTags.rates(p.id));
  return tags;
}
