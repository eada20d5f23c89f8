"use server";

import { flattenValidationErrors } from "next-safe-action";
import { roleClient, translateValidationErrors } from "@/lib/actions/client";
import { assignCleaning, cleaningAssignees } from "@/lib/data/team-area";
import { TEAM_AREA } from "@/lib/domain/access";
import { cleaningAssignmentSchema } from "@/lib/schemas/team-area";
import { checkCleaningAssignment } from "./guard";

/**
 * Calendar popover: assigns a team member as cleaner. Any team user may assign anyone (the team
 * plans together). Idempotent, so a double click or two people at once end in one assignment.
 */
export const assignCleaningAction = roleClient(TEAM_AREA)
  .metadata({ actionName: "assignCleaning", messages: "teamArea" })
  .inputSchema(cleaningAssignmentSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    await checkCleaningAssignment(parsedInput);
    await assignCleaning(parsedInput.bookingId, parsedInput.userId);
    return { assignees: await cleaningAssignees(parsedInput.bookingId) };
  });
