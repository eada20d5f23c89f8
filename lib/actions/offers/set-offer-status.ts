"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { offerSendProblemNow, offerToSend } from "@/lib/data/offer-send-check";
import { findOfferForReply, setOfferStatus } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setOfferStatusSchema } from "@/lib/schemas/offers";

/**
 * The editor's status menu. Setting Sent by hand makes the guest's link work, so it goes through
 * the same send rule as mail and Copy (lib/domain/offers/send-rule.ts): valid dates, a price, an
 * expiry ahead, nothing paid; no reply or e-mail needed, the admin sent it their own way.
 */
export const setOfferStatusAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setOfferStatus", messages: "adminOffers" })
  .inputSchema(setOfferStatusSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    if (parsedInput.status === "sent") {
      const stored = await findOfferForReply(parsedInput.id);
      if (!stored) throw new ExpectedError("offerNotFound");
      if (stored.status !== "sent") {
        const problem = await offerSendProblemNow(offerToSend(stored), "status");
        if (problem) throw new ExpectedError(problem.key, problem.values);
      }
    }
    const outcome = await setOfferStatus(parsedInput);
    if (outcome === "notFound") throw new ExpectedError("offerNotFound");
    if (outcome === "paid") throw new ExpectedError("offerAlreadyPaid");
    return { ok: true as const, status: parsedInput.status };
  });
