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

/**
 * 'Extract Data': saves the pasted inquiry on the offer, then reads offer data out of it. The
 * house the guest asks for is matched to a group house (case- and accent-insensitive, partial
 * names); the form shows the result and the admin decides what to keep.
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
    const wanted = extracted.propertyPreference ? fold(extracted.propertyPreference) : null;
    const match = wanted ? (houses.find((h) => fold(h.name).includes(wanted)) ?? null) : null;
    return { ok: true as const, extracted, property: match };
  });
