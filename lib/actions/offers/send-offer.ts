"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { findOfferForReply, sendOfferMail } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { REPLY_TEXTS } from "@/lib/domain/offers/reply-texts";
import { offerIdSchema } from "@/lib/schemas/offers";
import { offerUrl } from "./offer-reply-input";

/**
 * 'Send to guest': queues the generated reply (which carries the offer link) in the outbox and
 * marks the offer sent, in one transaction.
 */
export const sendOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "sendOffer", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const offer = await findOfferForReply(parsedInput.id);
    if (!offer) throw new ExpectedError("offerNotFound");
    if (!offer.guestEmail) throw new ExpectedError("guestEmailMissing");
    if (!offer.generatedEmailResponse || !offer.property) throw new ExpectedError("replyMissing");
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
