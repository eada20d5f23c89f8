"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { findOfferForReply, saveOfferReply } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerIdSchema } from "@/lib/schemas/offers";
import { offerReplyInput } from "./offer-reply-input";
import { composeReply } from "@/lib/domain/offers/reply";
import { env } from "@/lib/env";
import { polishReply } from "@/lib/integrations/llm/polish-reply";

/** 'Generate Reply': composes the reply from the saved offer and stores it on the offer. */
export const generateOfferReplyAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "generateOfferReply", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const offer = await findOfferForReply(parsedInput.id);
    if (!offer) throw new ExpectedError("offerNotFound");
    const input = offerReplyInput(offer);
    const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env();
    const text = await polishReply(
      composeReply(input),
      { figures: input.figures, locale: input.locale, offerUrl: input.offerUrl },
      LLM_BASE_URL ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL } : null,
    );
    await saveOfferReply(offer.id, text);
    return { ok: true as const, text };
  });
