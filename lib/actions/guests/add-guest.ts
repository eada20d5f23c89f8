"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, translateValidationErrors } from "@/lib/actions/client";
import { addGuest } from "@/lib/data/guest-list";
import { addGuestSchema } from "@/lib/schemas/guest-list";
import { assertGuestListAccess } from "./guard";

/** Adds a person to a booking's guest list (the booking's guest or an admin). */
export const addGuestAction = authedClient
  .metadata({ actionName: "addGuest", messages: "guestList" })
  .inputSchema(addGuestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { bookingId, ...guest }, ctx }) => {
    await assertGuestListAccess(bookingId, ctx.user);
    const id = await addGuest(bookingId, guest);
    return { ok: true as const, id };
  });
