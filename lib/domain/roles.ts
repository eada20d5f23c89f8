/**
 * Application roles and the checks built on them.
 */

export const ROLES = ["admin", "team_member", "guest", "planner"] as const;
export type AppRole = (typeof ROLES)[number];

/** Older data and the identity provider spell some roles differently. */
const ALIASES: Readonly<Record<string, AppRole>> = { team: "team_member" };

function isAppRole(x: string): x is AppRole {
  return (ROLES as readonly string[]).includes(x);
}

/** A role name as stored or received ("team", " Admin ") → the app role; unknown names → null. */
export function normalizeRole(raw: string): AppRole | null {
  const name = raw.trim().toLowerCase();
  if (isAppRole(name)) return name;
  return ALIASES[name] ?? null;
}

/** Known roles only, each once, in ROLES order (so results compare and display consistently). */
export function normalizeRoles(raw: readonly string[]): AppRole[] {
  const found = new Set<AppRole>();
  for (const r of raw) {
    const role = normalizeRole(r);
    if (role) found.add(role);
  }
  return ROLES.filter((role) => found.has(role));
}

/** The team area (bookings, calendar, cleaning plans) is for team members, planners and admins. */
export function canUseTeamArea(roles: readonly string[]): boolean {
  return normalizeRoles(roles).some((role) => role === "admin" || role === "team_member" || role === "planner");
}

export function isAdmin(roles: readonly string[]): boolean {
  return normalizeRoles(roles).includes("admin");
}
