"use server";

import { flattenValidationErrors } from "next-safe-action";
import { roleClient, translateValidationErrors } from "@/lib/actions/client";
import { cleaningAssignees, unassignCleaning } from "@/lib/data/team-area";
import { TEAM_AREA } from "@/lib/domain/access";
import { cleaningAssignmentSchema } from "@/lib/schemas/team-area";

/**
 * Calendar popover: removes a cleaner. Any team user may remove anyone (the team
 * plans together). Idempotent: removing twice, or two people at once, is not an error.
 * No booking or role check: removing a cleaner from a cancelled stay or a former member is fine.
 */
export const unassignCleaningAction = roleClient(TEAM_AREA)
  .metadata({ actionName: "unassignCleaning", messages: "teamArea" })
  .inputSchema(cleaningAssignmentSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    await unassignCleaning(parsedInput.bookingId, parsedInput.userId);
    return { assignees: await cleaningAssignees(parsedInput.bookingId) };
  });
