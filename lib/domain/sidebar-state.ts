/** The sidebar's open state is remembered in this cookie for 7 days (spec). */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** Open unless the cookie says "false" (a first visit sees the navigation). */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== "false";
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar, but not while typing in a field that uses it for bold. */
export function isSidebarShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean {
  return event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
