"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { findOfferForReply, sendOfferMail } from "@/lib/data/offers";
import { offerSendProblemNow, offerToSend } from "@/lib/data/offer-send-check";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { REPLY_TEXTS } from "@/lib/domain/offers/reply-texts";
import { offerIdSchema } from "@/lib/schemas/offers";
import { offerUrl } from "./offer-reply-input";

/**
 * 'Send to guest': queues the generated reply (which carries the offer link) in the outbox and
 * marks the offer sent, in one transaction. An offer the guest could not open and pay now is
 * refused with the reason (lib/domain/offers/send-rule.ts), e.g. naming the arrival night's minimum.
 */
export const sendOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "sendOffer", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const offer = await findOfferForReply(parsedInput.id);
    if (!offer) throw new ExpectedError("offerNotFound");
    // The one send rule (also Copy's and the status menu's), by mail: a reply and an address are
    // needed, and days and rates move on between saving and sending, so a stay the guest could no
    // longer open and pay (past, under its arrival night's minimum, taken, expired) is not sent.
    const problem = await offerSendProblemNow(offerToSend(offer), "mail");
    if (problem) throw new ExpectedError(problem.key, problem.values);
    if (!offer.guestEmail || !offer.generatedEmailResponse || !offer.property) throw new ExpectedError("replyMissing");
    const url = offerUrl(offer);
    // The reply normally quotes the link; an edited reply without it still gets it.
    const text = offer.generatedEmailResponse.includes(url) ? offer.generatedEmailResponse : `${offer.generatedEmailResponse}\n\n${url}`;
    await sendOfferMail(offer.id, {
      to: offer.guestEmail,
      subject: REPLY_TEXTS[offer.language].subject(offer.property.name),
      text,
      template: "offer-sent",
      locale: offer.language,
    });
    return { ok: true as const };
  });
