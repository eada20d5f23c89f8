/**
 * The top bar's account button asks /api/me once when it mounts, and the layout stays mounted
 * across client navigations; after signing in or out the forms fire this event so it asks again.
 */
export const AUTH_CHANGED_EVENT = "saastal:auth-changed";

export function announceAuthChange(): void {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}
