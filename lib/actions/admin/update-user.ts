"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { updateUserAsAdmin, userExists } from "@/lib/data/admin-users";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { selfLockout } from "@/lib/domain/admin-guard";
import { updateUserSchema } from "@/lib/schemas/admin-users";

/**
 * 'Edit User': names, phone, roles, status, colour (never the password). Takes effect on the
 * user's next request, because sessions read roles and status from the database.
 */
export const updateUserAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "updateUser", messages: "adminUsers" })
  .inputSchema(updateUserSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const lockout = selfLockout(ctx.user.id, parsedInput);
    if (lockout) throw new ExpectedError(lockout);
    if (!(await userExists(parsedInput.id))) throw new ExpectedError("userNotFound");
    await updateUserAsAdmin(parsedInput);
    return { ok: true as const };
  });
