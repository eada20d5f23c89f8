"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { resolveAttention } from "@/lib/data/admin-refunds";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { resolveAttentionSchema } from "@/lib/schemas/refunds";

/** An admin marks an attention note (a ledger row's or an offer's) as handled: it leaves the queue. */
export const resolveAttentionAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "resolveAttention", messages: "adminPayments" })
  .inputSchema(resolveAttentionSchema)
  .action(async ({ parsedInput }) => {
    if (!(await resolveAttention(parsedInput))) throw new ExpectedError("paymentNotFound");
    return { ok: true };
  });
