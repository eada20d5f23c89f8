"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { findOfferForReply, sendOfferMail } from "@/lib/data/offers";
import { checkStayMinimum } from "@/lib/data/quote";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { toIsoDate } from "@/lib/domain/dates";
import { REPLY_TEXTS } from "@/lib/domain/offers/reply-texts";
import { offerIdSchema } from "@/lib/schemas/offers";
import { offerUrl } from "./offer-reply-input";

/**
 * 'Send to guest': queues the generated reply (which carries the offer link) in the outbox and
 * marks the offer sent, in one transaction. A stay shorter than its arrival night's minimum in
 * today's rates is refused, naming the minimum.
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
    // The rates may have changed since the offer was saved: a stay now shorter than its arrival
    // night's minimum is not sent (the guest could not pay it).
    if (offer.propertyId && offer.checkIn && offer.checkOut) {
      const minStay = await checkStayMinimum(offer.propertyId, toIsoDate(offer.checkIn), toIsoDate(offer.checkOut));
      if (!minStay.ok) throw new ExpectedError("minStay", { count: minStay.minNights });
    }
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
