import { extractInquiry, type ExtractedInquiry, type ExtractionContext } from "@/lib/domain/extraction";
import { chatCompletion, type LlmConfig } from "./chat";
import { mergeInquiry } from "./merge-inquiry";

/**
 * Inquiry extraction through an optional OpenAI-compatible chat-completions endpoint. The model
 * answers in a strict JSON schema; its answer is merged field by field into the deterministic
 * extraction (see merge-inquiry.ts), and any failure (no endpoint, network, timeout, invalid JSON)
 * leaves the deterministic extraction alone, so the editor works offline.
 */

const nullable = (type: string) => ({ type: [type, "null"] });
const JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "guestName", "guestEmail", "guestPhone", "adults", "totalPersons", "children6To16", "children3To5", "babies",
    "propertyPreference", "checkIn", "checkOut",
  ],
  properties: {
    guestName: nullable("string"),
    guestEmail: nullable("string"),
    guestPhone: nullable("string"),
    adults: nullable("integer"),
    totalPersons: nullable("integer"),
    children6To16: { type: "integer" },
    children3To5: { type: "integer" },
    babies: { type: "integer" },
    propertyPreference: nullable("string"),
    checkIn: { type: ["string", "null"], description: "yyyy-mm-dd" },
    checkOut: { type: ["string", "null"], description: "yyyy-mm-dd" },
  },
};

function prompt(context: ExtractionContext): string {
  return [
    "Extract booking data from a holiday-house inquiry e-mail (German, Swiss German, English or French).",
    `Today is ${context.today}; a date without a year is its next occurrence on or after today; a range crossing the year end ends next year.`,
    "A stay given as a start and a duration ('1 week from 14.2.', 'for 7 nights') ends that many nights later; nights without dates give null dates.",
    "Sort people by age: 0-2 babies, 3-5 children3To5, 6-16 children6To16, 17 and over adults; children without an age count as children6To16.",
    "totalPersons counts everyone; when only a total is given ('we are 12 people'), adults is null.",
    "Only the guest's own message counts: ignore quoted earlier messages, our replies, our staff's signatures and phone numbers, and a booking portal's sender, support number and relay addresses.",
    `Our houses: ${context.propertyNames.join(", ")}. propertyPreference is the distinctive word of the house asked for as written (e.g. "Dom"), not a club's or mountain's name; null if none of ours.`,
  ].join("\n");
}

async function askModel(text: string, context: ExtractionContext, config: LlmConfig): Promise<unknown> {
  const content = await chatCompletion(config, {
    messages: [
      { role: "system", content: prompt(context) },
      { role: "user", content: text },
    ],
    response_format: { type: "json_schema", json_schema: { name: "inquiry", strict: true, schema: JSON_SCHEMA } },
  });
  return JSON.parse(content) as unknown;
}

/** The deterministic extraction, improved field by field by the model when one is configured. */
export async function extractInquiryWithFallback(
  text: string,
  context: ExtractionContext,
  config: LlmConfig | null,
): Promise<{ extracted: ExtractedInquiry; source: "llm" | "rules" }> {
  const rules = extractInquiry(text, context);
  if (!config) return { extracted: rules, source: "rules" };
  try {
    const { extracted, usedModel } = mergeInquiry(rules, await askModel(text, context, config), text, context);
    return { extracted, source: usedModel ? "llm" : "rules" };
  } catch (cause) {
    console.warn("[llm extract] keeping the deterministic extraction", cause);
    return { extracted: rules, source: "rules" };
  }
}
