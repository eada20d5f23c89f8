import { sessionFor } from "./sessions";

/** admin@example.com's session of this run (tests/e2e/sessions.ts) for the admin specs. */
export function adminSession(_callbackPath: string) {
  return sessionFor("admin@example.com");
}
