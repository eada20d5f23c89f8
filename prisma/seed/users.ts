import type { Db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import type { TeamKey } from "./bookings";
import { seedUuid } from "./ids";

/** Demo-only password, documented in the README. Never used when NODE_ENV=production unless asked. */
export const DEMO_PASSWORD = "demo-password-2026";

type DemoRole = "admin" | "team_member" | "planner" | "guest";

export const DEMO_USERS: { key: string; email: string; firstName: string; lastName: string; roles: DemoRole[]; color: string }[] = [
  { key: "admin", email: "admin@example.com", firstName: "Andrea", lastName: "Supersaxo", roles: ["admin"], color: "#14532d" },
  { key: "team", email: "team@example.com", firstName: "Tamara", lastName: "Anthamatten", roles: ["team_member"], color: "#0e7490" },
  { key: "team2", email: "team2@example.com", firstName: "Timo", lastName: "Burgener", roles: ["team_member"], color: "#b45309" },
  { key: "planner", email: "planner@example.com", firstName: "Paula", lastName: "Imseng", roles: ["planner"], color: "#7c3aed" },
  { key: "guest", email: "guest@example.com", firstName: "Anna", lastName: "Muster", roles: ["guest"], color: "#be123c" },
  { key: "guest2", email: "guest2@example.com", firstName: "Luca", lastName: "Rossi", roles: ["guest"], color: "#1d4ed8" },
];

export type DemoUserIds = Record<TeamKey, string>;

/**
 * Creates the demo accounts (one per role). Refuses in production unless explicitly allowed:
 * a known password on a live site is an open door. Returns the team members' ids, or null.
 */
export async function seedDemoUsers(db: Db, options: { allowInProduction: boolean }): Promise<DemoUserIds | null> {
  if (process.env.NODE_ENV === "production" && !options.allowInProduction) {
    console.warn("[seed] NODE_ENV=production: demo accounts not created (pass --allow-demo-users to force)");
    return null;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Partial<DemoUserIds> = {};
  for (const u of DEMO_USERS) {
    const existing = await db.user.findUnique({ where: { email: u.email }, select: { id: true } });
    const id = existing?.id ?? seedUuid(`user:${u.email}`);
    if (!existing) {
      await db.user.create({
        data: {
          id, email: u.email, passwordHash, emailVerified: new Date(), name: `${u.firstName} ${u.lastName}`,
          profile: { create: { firstName: u.firstName, lastName: u.lastName, color: u.color, country: "Switzerland" } },
          roles: { create: u.roles.map((role) => ({ role })) },
        },
      });
    }
    if (u.key === "team" || u.key === "team2") ids[u.key] = id;
  }
  if (!ids.team || !ids.team2) throw new Error("seed: team users missing");
  return { team: ids.team, team2: ids.team2 };
}
