import { z } from "zod";

/** "End session" on /profile: which of the user's own sessions (messages: account.errors). */
export const endSessionSchema = z.object({
  // Session ids are 43 base64url characters (lib/data/user-sessions.ts); anything else is no session.
  sessionId: z.string({ error: "invalidRequest" }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "invalidRequest" }),
});
export type EndSessionInput = z.infer<typeof endSessionSchema>;
