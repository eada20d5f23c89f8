import { z } from "zod";

/**
 * The team area's action inputs. Messages are keys of `teamArea.errors`.
 */

/** Assign or unassign one team member as cleaner of one booking. */
export const cleaningAssignmentSchema = z.object({
  bookingId: z.uuid({ error: "invalidRequest" }),
  userId: z.uuid({ error: "invalidRequest" }),
});
export type CleaningAssignment = z.infer<typeof cleaningAssignmentSchema>;
