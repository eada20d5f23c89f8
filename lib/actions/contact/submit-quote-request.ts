"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { saveQuoteRequest } from "@/lib/data/contact";
import { env } from "@/lib/env";
import {
  OFFICE_LOCALE,
  QUOTE_REQUEST_NOTICE_TEMPLATE,
  renderQuoteRequestNotice,
} from "@/lib/integrations/mail/templates/quote-request";
import { quoteRequestSchema } from "@/lib/schemas/contact";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/**
 * The contact page's quote request: stores it and queues the office's notice (reply-to the
 * requester). Called as submitQuoteRequestAction(locale, values).
 *
 * Reading the request headers here is fine: actions are dynamic anyway, and the contact page
 * itself stays static because only this POST reads them.
 */
export const submitQuoteRequestAction = actionClient
  .metadata({ actionName: "submitQuoteRequest", messages: "quoteForm" })
  .inputSchema(quoteRequestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    // A filled honeypot is a bot: answer exactly like a success, so it has nothing to learn
    // from, and write nothing, not even a rate-limit counter.
    if (input.website?.trim()) return { ok: true as const };

    // Per address first: a flood from one address should not also use up a real person's
    // per-e-mail allowance.
    await enforceRateLimit(RATE_LIMITS.quoteRequestPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.quoteRequestPerEmail, input.email);

    const request = {
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      projectType: input.projectType,
      message: input.message,
      locale,
    };
    const { OFFICE_EMAIL, SITE_NAME } = env();
    const notice = renderQuoteRequestNotice({ ...request, requestLocale: locale, siteName: SITE_NAME });
    await saveQuoteRequest(request, {
      to: OFFICE_EMAIL,
      replyTo: request.email,
      ...notice,
      template: QUOTE_REQUEST_NOTICE_TEMPLATE,
      locale: OFFICE_LOCALE,
    });
    return { ok: true as const };
  });
