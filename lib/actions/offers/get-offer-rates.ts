"use server";

import { flattenValidationErrors } from "next-safe-action";
import { z } from "zod";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { readOfferPricingFacts } from "@/lib/data/offer-pricing";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { bookableWindow } from "@/lib/domain/availability";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";

/** The editor's pricing preview: a group house's rates for the bookable window (today to +400 days). */
export const getOfferRatesAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "getOfferRates", messages: "adminOffers" })
  .inputSchema(z.object({ propertyId: z.uuid() }), {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const window = bookableWindow(todayIn(SITE_TIME_ZONE, new Date()));
    const facts = await readOfferPricingFacts(parsedInput.propertyId, window.first, window.last);
    if (!facts) throw new ExpectedError("propertyNotFound");
    return { ok: true as const, today: window.first, ...facts };
  });
