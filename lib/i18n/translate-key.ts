import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/domain/localized";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const messages: Record<Locale, unknown> = { de, en, fr };

/** A message as written (tests) or as the build compiled it (next.config.ts: an array of parts). */
type Message = string | unknown[];

function lookup(tree: unknown, path: readonly string[]): Message | null {
  let node = tree;
  for (const part of path) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" || Array.isArray(node) ? node : null;
}

/**
 * The message `key` of `namespace` (dots allowed: "quoteForm.errors") in `locale`, formatted
 * with `values`, or null when there is no such message, so the caller can fall back instead of
 * showing a raw key.
 *
 * For keys that arrive at run time (zod issues, typed errors). next-intl's typed translators
 * only accept keys known at compile time, so the message is looked up here and only the ICU
 * formatting is left to next-intl.
 */
export function translateKey(
  locale: Locale,
  namespace: string,
  key: string,
  values?: Record<string, string | number>,
): string | null {
  const message = lookup(messages[locale], [...namespace.split("."), key]);
  if (message === null) return null;
  return createTranslator({ locale, messages: { message: message as string } })("message", values);
}
