import { normalizeRoles, type AppRole } from "./roles";

/**
 * Who may open which part of the signed-in area, as one table. proxy.ts uses it for its cheap
 * redirect of anonymous visitors, and every page, action and route handler checks it again on
 * the server through lib/auth (requireUser / requireRole).
 */

/** Roles that may open an area; an empty list means "any signed-in user". */
export type AccessRule = readonly AppRole[];

export const ADMIN_ONLY: AccessRule = ["admin"];
export const TEAM_AREA: AccessRule = ["admin", "team_member", "planner"];
export const SIGNED_IN: AccessRule = [];

/** Path prefixes (without locale) of protected areas, most specific first. */
const PROTECTED: readonly (readonly [prefix: string, rule: AccessRule])[] = [
  ["/admin", ADMIN_ONLY],
  ["/dev", ADMIN_ONLY],
  ["/team/team", TEAM_AREA],
  ["/team/calendar", TEAM_AREA],
  ["/team/assignments", TEAM_AREA],
  ["/profile", SIGNED_IN],
  ["/my-bookings", SIGNED_IN],
];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The locale prefix removed: "/en/admin/users" → "/admin/users"; German has none. */
export function stripLocale(path: string): string {
  const match = /^\/(de|en|fr)(\/.*)?$/.exec(path);
  return match ? (match[2] ?? "/") : path;
}

/** The rule of a path, or null for a public page. */
export function accessRuleFor(path: string): AccessRule | null {
  const bare = stripLocale(path);
  for (const [prefix, rule] of PROTECTED) if (matches(bare, prefix)) return rule;
  return null;
}

/** Whether a user with `roles` may use something guarded by `rule`. */
export function isAllowed(rule: AccessRule, roles: readonly string[]): boolean {
  if (rule.length === 0) return true;
  const held = normalizeRoles(roles);
  return rule.some((role) => held.includes(role));
}

/** Dashboard pages remembered as the user's last visited one (the top bar's 'Dashboard'). */
export const TRACKED_DASHBOARD_PATHS = [
  "/profile",
  "/my-bookings",
  "/admin/dashboard",
  "/admin/bookings",
  "/admin/payments",
  "/admin/users",
  "/admin/properties",
  "/admin/make-offer",
  "/team/calendar",
] as const;

export const DEFAULT_DASHBOARD_PATH = "/profile";
/** The office starts its day on the dashboard (issue 22). */
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";

/** The tracked page for a visited path (without locale), or null when it is not tracked. */
export function trackedDashboardPath(path: string): string | null {
  const bare = stripLocale(path);
  return (TRACKED_DASHBOARD_PATHS as readonly string[]).includes(bare) ? bare : null;
}

/**
 * The stored last page if it is still one of ours, else the user's start page: the dashboard for
 * an admin, /profile for everyone else (also for garbage in the column).
 */
export function dashboardLanding(stored: string | null | undefined, roles: readonly string[] = []): string {
  if (stored && trackedDashboardPath(stored) === stored) return stored;
  return isAllowed(ADMIN_ONLY, roles) ? ADMIN_DASHBOARD_PATH : DEFAULT_DASHBOARD_PATH;
}

export type SidebarSection = "account" | "admin" | "team" | "guest";
export type SidebarItem = { section: SidebarSection; key: string; href: string };

const SIDEBAR: readonly (SidebarItem & { rule: AccessRule })[] = [
  { section: "account", key: "profile", href: "/profile", rule: SIGNED_IN },
  { section: "admin", key: "dashboard", href: ADMIN_DASHBOARD_PATH, rule: ADMIN_ONLY },
  { section: "admin", key: "bookings", href: "/admin/bookings", rule: ADMIN_ONLY },
  { section: "admin", key: "payments", href: "/admin/payments", rule: ADMIN_ONLY },
  { section: "admin", key: "users", href: "/admin/users", rule: ADMIN_ONLY },
  { section: "admin", key: "properties", href: "/admin/properties", rule: ADMIN_ONLY },
  { section: "admin", key: "offers", href: "/admin/make-offer", rule: ADMIN_ONLY },
  { section: "team", key: "team", href: "/team/team", rule: TEAM_AREA },
  { section: "team", key: "calendar", href: "/team/calendar", rule: TEAM_AREA },
  { section: "team", key: "assignments", href: "/team/assignments", rule: TEAM_AREA },
  { section: "guest", key: "myBookings", href: "/my-bookings", rule: SIGNED_IN },
];

/** The sidebar's entries for a user, grouped by section in display order; empty sections are left out. */
export function sidebarFor(roles: readonly string[]): { section: SidebarSection; items: SidebarItem[] }[] {
  // The office's work comes first: an admin's first entry is the dashboard, the day's overview.
  const order: SidebarSection[] = ["admin", "account", "team", "guest"];
  return order
    .map((section) => ({
      section,
      items: SIDEBAR.filter((item) => item.section === section && isAllowed(item.rule, roles)).map(({ section: s, key, href }) => ({ section: s, key, href })),
    }))
    .filter((group) => group.items.length > 0);
}
