"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { smoobuFromEnv, smoobuMissingCode } from "@/lib/integrations/smoobu";
import { importSingleBooking } from "@/lib/jobs/sync/single-import";
import { importBookingSchema } from "@/lib/schemas/sync";

const ERRORS = { alreadyExists: "bookingExists", notFound: "bookingNotFound", overlap: "bookingOverlaps", failed: "importFailed" } as const;

/** 'Import Single Booking' by its numeric Smoobu id, with its price elements. */
export const importBookingAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "importBooking", messages: "sync" })
  .inputSchema(importBookingSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const client = smoobuFromEnv({ maxRetryWaitMs: 5_000 });
    if (!client) throw new ExpectedError(smoobuMissingCode());
    const outcome = await importSingleBooking(Number(parsedInput.bookingId), { db: await getDb(), client });
    if (outcome !== "imported") throw new ExpectedError(ERRORS[outcome]);
    return { ok: true as const };
  });
