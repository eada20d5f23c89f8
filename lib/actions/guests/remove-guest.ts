"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { removeGuest } from "@/lib/data/guest-list";
import { removeGuestSchema } from "@/lib/schemas/guest-list";
import { assertGuestListAccess } from "./guard";

/** Removes a person from a booking's guest list (the booking's guest or an admin), after the dialog's confirmation. */
export const removeGuestAction = authedClient
  .metadata({ actionName: "removeGuest", messages: "guestList" })
  .inputSchema(removeGuestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { bookingId, guestId }, ctx }) => {
    await assertGuestListAccess(bookingId, ctx.user);
    if (!(await removeGuest(bookingId, guestId))) throw new ExpectedError("guestNotFound");
    return { ok: true as const };
  });
