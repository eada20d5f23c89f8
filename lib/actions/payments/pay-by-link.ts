"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { resolveBookingLink } from "@/lib/data/booking-links";
import { bookingLinkPath } from "@/lib/domain/booking-links";
import { payByLinkSchema } from "@/lib/schemas/payment";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";
import { startOpenAmountCheckout } from "./open-amount-checkout";

/**
 * 'Pay' on a pay link's page, without signing in: whoever holds a live link of the booking may
 * pay what is open (the link is the authority, as an offer's token is). The amount is the ledger
 * rule's, computed on the server; Stripe sends the guest back to the link's page.
 */
export const payByLinkAction = actionClient
  .metadata({ actionName: "payByLink", messages: "payment" })
  .inputSchema(payByLinkSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { token }, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.payLinkPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    const link = await resolveBookingLink(token, "pay");
    if (!link.ok) throw new ExpectedError(link.reason === "expired" ? "linkExpired" : "linkInvalid");
    return startOpenAmountCheckout({ bookingId: link.bookingId, viewer: { payLink: true }, locale, returnPath: bookingLinkPath(locale, "pay", token) });
  });
