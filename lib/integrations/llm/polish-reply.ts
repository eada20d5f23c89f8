import type { Locale } from "@/lib/domain/localized";
import { keepsAmounts, type ReplyFigures } from "@/lib/domain/offers/reply";
import { chatCompletion, type LlmConfig } from "./chat";

const LANGUAGE = { de: "German (Swiss spelling, ss instead of ß)", en: "English", fr: "French" } as const;

/**
 * Lets the optional model smooth the wording of a composed reply. The figures are the offer:
 * a polished text that lost or changed any amount, or the offer link, is discarded and the
 * composed text kept.
 */
export async function polishReply(
  text: string,
  check: { figures: ReplyFigures; locale: Locale; offerUrl: string },
  config: LlmConfig | null,
): Promise<string> {
  if (!config) return text;
  try {
    const polished = (
      await chatCompletion(config, {
        messages: [
          {
            role: "system",
            content: `Polish this holiday-rental offer e-mail in ${LANGUAGE[check.locale]}. Keep every amount, date, number and link exactly as written. Answer with the e-mail text only.`,
          },
          { role: "user", content: text },
        ],
      })
    ).trim();
    if (polished && keepsAmounts(polished, check.figures, check.locale) && polished.includes(check.offerUrl)) return polished;
    console.warn("[llm polish] discarded a polished reply that changed the figures or the link");
  } catch (cause) {
    console.warn("[llm polish] keeping the composed reply", cause);
  }
  return text;
}
