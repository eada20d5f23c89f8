"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { createUserAsAdmin, EmailTakenError } from "@/lib/data/admin-users";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { createUserSchema } from "@/lib/schemas/admin-users";

/** 'Add User': an account with the chosen roles, verified already, for admins only. */
export const createUserAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "createUser", messages: "adminUsers" })
  .inputSchema(createUserSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    try {
      const id = await createUserAsAdmin(parsedInput);
      return { ok: true as const, id };
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ExpectedError("emailTaken");
      throw error;
    }
  });
