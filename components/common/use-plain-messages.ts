"use client";

import { useMessages } from "next-intl";

/**
 * The plain-text messages of one namespace of the client provider, as they are. For the error and
 * not-found boundaries of every page: their texts have no ICU arguments, and useTranslations()
 * would bring next-intl's ICU message parser into every page's first load for them.
 */
export function usePlainMessages(namespace: "error" | "notFound"): Record<string, string | undefined> {
  const messages: Record<string, unknown> = useMessages();
  const texts = messages[namespace];
  return typeof texts === "object" && texts !== null ? (texts as Record<string, string | undefined>) : {};
}
