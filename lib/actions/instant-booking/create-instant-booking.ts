"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { createInstantOffer } from "@/lib/data/instant-booking";
import { findQuoteProperty, readSellableStay } from "@/lib/data/quote";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { holdEndText } from "@/lib/domain/holds";
import { priceStay } from "@/lib/domain/pricing";
import { quoteStay, type QuoteOutcome } from "@/lib/domain/quote";
import { localizedPath } from "@/i18n/paths";
import { instantBookingSchema } from "@/lib/schemas/instant-booking";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/** What the refusal's message names: the house's maximum of guests, or the minimum stay. */
function outcomeValues(outcome: Exclude<QuoteOutcome, { ok: true }>): Record<string, number> {
  if (outcome.reason === "tooManyGuests") return { max: outcome.max };
  if (outcome.reason === "minStay") return { count: outcome.minNights };
  return {};
}

/**
 * 'Reserve' on a property page, anonymous and rate-limited per IP. The stay is validated (window,
 * guests, the arrival night's minimum stay, availability) and priced on the server with the
 * shared pricing module (the browser's price is only a display), then a 30-minute reservation
 * request is created and the guest goes to the offer checkout.
 */
export const createInstantBookingAction = actionClient
  .metadata({ actionName: "createInstantBooking", messages: "instantBooking" })
  .inputSchema(instantBookingSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { slug, checkIn, checkOut, ...guests }, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.instantBookingPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    const property = await findQuoteProperty(slug);
    if (!property) throw new ExpectedError("propertyNotFound");

    // The rates with our own bookings and holds: the rule the calendar, search and quote show.
    const { rates, heldUntil } = await readSellableStay(property.id, checkIn, checkOut);
    const outcome = quoteStay(property, rates, { checkIn, checkOut, guests }, todayIn(SITE_TIME_ZONE, new Date()));
    if (!outcome.ok) throw new ExpectedError(outcome.reason, outcomeValues(outcome));
    if (!outcome.quote.available) {
      if (heldUntil) throw new ExpectedError("datesHeld", { until: holdEndText(heldUntil, locale) });
      throw new ExpectedError("datesUnavailable");
    }

    const priced = priceStay({ checkIn, checkOut, guests, rates, pricePerNight: property.pricePerNight, cleaningFee: property.cleaningFee, propertyDownpayment: property.downpaymentAmount });
    if (!priced.ok) throw new ExpectedError("cannotPrice");
    const token = await createInstantOffer({ propertyId: property.id, checkIn, checkOut, guests, breakdown: priced.breakdown, locale });
    return { url: localizedPath(locale, `/offer/${token}/checkout`) };
  });
