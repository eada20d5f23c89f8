"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, translateValidationErrors } from "@/lib/actions/client";
import { localizedPath } from "@/i18n/paths";
import { payOpenAmountSchema } from "@/lib/schemas/payment";
import { startOpenAmountCheckout } from "./open-amount-checkout";

/**
 * 'Pay open amount': a Checkout session for exactly the open amount the ledger rule computes now,
 * one at a time per booking. The booking row is locked while the attempt is recorded, so two
 * clicks at once end on one session: the second waits for the first's and is sent there (or, when
 * the amount or language changed, the first is closed at Stripe before a new one opens).
 * Without Stripe keys the URL is the built-in test payment page instead. Ownership is checked on
 * the server against the booking itself (mayAccessBooking, inside reserveOpenAmountAttempt): a
 * booking of someone else answers like one that does not exist.
 */
export const payOpenAmountAction = authedClient
  .metadata({ actionName: "payOpenAmount", messages: "payment" })
  .inputSchema(payOpenAmountSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { bookingId }, ctx, bindArgsParsedInputs: [locale] }) =>
    startOpenAmountCheckout({ bookingId, viewer: ctx.user, locale, returnPath: localizedPath(locale, `/my-bookings/${bookingId}`) }),
  );
