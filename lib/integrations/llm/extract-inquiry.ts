import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { extractInquiry, type ExtractedInquiry, type ExtractionContext } from "@/lib/domain/extraction";
import { chatCompletion, type LlmConfig } from "./chat";

/**
 * Inquiry extraction through an optional OpenAI-compatible chat-completions endpoint. The model's
 * answer is held to a strict JSON schema and validated again with zod; any failure (no endpoint,
 * network, timeout, invalid JSON or shape) falls back to the deterministic extractor, so the
 * editor works offline.
 */

const count = z.number().int().min(0).max(999);
const day = z.string().refine(isIsoDate).nullable();
export const extractedInquirySchema = z.object({
  guestName: z.string().min(1).nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  adults: count.nullable(),
  totalPersons: count.nullable(),
  children6To16: count,
  children3To5: count,
  babies: count,
  propertyPreference: z.string().nullable(),
  checkIn: day,
  checkOut: day,
}) satisfies z.ZodType<ExtractedInquiry>;

const nullable = (type: string) => ({ type: [type, "null"] });
const JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: Object.keys(extractedInquirySchema.shape),
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
    "Extract booking data from a holiday-house inquiry e-mail (German, English or French).",
    `Today is ${context.today}; a date without a year is its next occurrence from today.`,
    "Sort children by age: 0-2 babies, 3-5 children3To5, 6-16 children6To16, 17+ adults; children without an age count as children6To16.",
    "Ignore quoted earlier messages and our own address.",
    `Known houses: ${context.propertyNames.join(", ")}. propertyPreference is the house name as the guest wrote it.`,
  ].join("\n");
}

async function askModel(text: string, context: ExtractionContext, config: LlmConfig): Promise<ExtractedInquiry> {
  const content = await chatCompletion(config, {
    messages: [
      { role: "system", content: prompt(context) },
      { role: "user", content: text },
    ],
    response_format: { type: "json_schema", json_schema: { name: "inquiry", strict: true, schema: JSON_SCHEMA } },
  });
  return extractedInquirySchema.parse(JSON.parse(content));
}

/** The model's extraction when configured and valid, else the deterministic one. */
export async function extractInquiryWithFallback(
  text: string,
  context: ExtractionContext,
  config: LlmConfig | null,
): Promise<{ extracted: ExtractedInquiry; source: "llm" | "rules" }> {
  if (config) {
    try {
      return { extracted: await askModel(text, context, config), source: "llm" };
    } catch (cause) {
      console.warn("[llm extract] falling back to the deterministic extractor", cause);
    }
  }
  return { extracted: extractInquiry(text, context), source: "rules" };
}
