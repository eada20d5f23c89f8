import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/domain/localized";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const messages = { de, en, fr } as const;

/**
 * A translator outside React (route handlers, mails, jobs) for one namespace of the same
 * messages the pages use, so an error reads the same everywhere.
 */
export function serverTranslator<N extends keyof typeof de>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale], namespace });
}
