"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { updateGuest } from "@/lib/data/guest-list";
import { updateGuestSchema } from "@/lib/schemas/guest-list";
import { assertGuestListAccess } from "./guard";

/** Edits a person on a booking's guest list (the booking's guest or an admin). */
export const updateGuestAction = authedClient
  .metadata({ actionName: "updateGuest", messages: "guestList" })
  .inputSchema(updateGuestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { bookingId, guestId, ...guest }, ctx }) => {
    await assertGuestListAccess(bookingId, ctx.user);
    if (!(await updateGuest(bookingId, guestId, guest))) throw new ExpectedError("guestNotFound");
    return { ok: true as const };
  });
