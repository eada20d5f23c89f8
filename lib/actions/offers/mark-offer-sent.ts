"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { offerSendProblem } from "@/lib/data/offer-send-check";
import { findOfferForReply, markOfferSent } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerIdSchema } from "@/lib/schemas/offers";

/**
 * 'Copy' of the generated reply: the admin sends it through another channel (Airbnb, their own
 * mail), so the offer is marked sent and its link starts to work. An offer the guest could not
 * open and pay now is refused with the reason, so the editor can say why the link does not work.
 */
export const markOfferSentAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "markOfferSent", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const offer = await findOfferForReply(parsedInput.id);
    if (!offer) throw new ExpectedError("offerNotFound");
    const problem = await offerSendProblem(offer);
    if (problem) throw new ExpectedError(problem.key, problem.values);
    const status = await markOfferSent(offer.id);
    return { ok: true as const, status };
  });
