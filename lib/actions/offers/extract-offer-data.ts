"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { listGroupHouseNames, saveOfferEmailInput } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { fold } from "@/lib/domain/extraction/text";
import { env } from "@/lib/env";
import { extractInquiryWithFallback } from "@/lib/integrations/llm/extract-inquiry";
import { offerEmailSchema } from "@/lib/schemas/offers";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The house whose name holds the mention as whole words ("Dom" is not "Domino"). */
function matchHouse<T extends { name: string }>(mention: string, houses: readonly T[]): T | null {
  const words = fold(mention).trim().split(/\s+/).map(escape).join("\\s+");
  const re = new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}])`, "u");
  return houses.find((h) => re.test(fold(h.name))) ?? null;
}

/**
 * 'Extract Data': saves the pasted inquiry on the offer, then reads offer data out of it. The
 * house the guest asks for is matched to a group house (case- and accent-insensitive, on whole
 * words of its name); the form shows the result, sets the offer's language to the inquiry's and
 * marks the fields the extractor was unsure of, and the admin decides what to keep.
 */
export const extractOfferDataAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "extractOfferData", messages: "adminOffers" })
  .inputSchema(offerEmailSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    if (!(await saveOfferEmailInput(parsedInput.id, parsedInput.text))) throw new ExpectedError("offerNotFound");
    const houses = await listGroupHouseNames();
    const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env();
    const { extracted } = await extractInquiryWithFallback(
      parsedInput.text,
      { today: todayIn(SITE_TIME_ZONE, new Date()), propertyNames: houses.map((h) => h.name) },
      LLM_BASE_URL ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL } : null,
    );
    const match = extracted.propertyPreference ? matchHouse(extracted.propertyPreference, houses) : null;
    // A house asked for that is not one of the offerable ones is for the admin to pick.
    const uncertain = extracted.propertyPreference && !match ? [...new Set([...extracted.uncertain, "propertyPreference" as const])] : extracted.uncertain;
    return { ok: true as const, extracted, property: match, uncertain, language: extracted.language };
  });
