"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { offerSendProblemNow, offerToSend } from "@/lib/data/offer-send-check";
import { findOfferForReply, markOfferSent } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isOfferStayFixed } from "@/lib/domain/offers/date-rules";
import { offerIdSchema } from "@/lib/schemas/offers";

/**
 * 'Copy' of the generated reply: the admin sends it through another channel (Airbnb, their own
 * mail), so the offer is marked sent and its link starts to work. The send rule decides, as for
 * mail and the status menu (lib/domain/offers/send-rule.ts; no guest e-mail needed here): an
 * offer the guest could not open and pay now is refused with the reason, so the editor can say
 * why the link does not work. An accepted, paid or booked offer is left as it is.
 */
export const markOfferSentAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "markOfferSent", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const stored = await findOfferForReply(parsedInput.id);
    if (!stored) throw new ExpectedError("offerNotFound");
    const offer = offerToSend(stored);
    if (isOfferStayFixed(offer)) return { ok: true as const, status: offer.status };
    const problem = await offerSendProblemNow(offer, "copy");
    if (problem) throw new ExpectedError(problem.key, problem.values);
    const status = await markOfferSent(offer.id);
    return { ok: true as const, status };
  });
