import { expect } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { hashPassword } from "@/lib/auth/password";
import type { FakeRequest } from "./fake-request";
import type { TestDb } from "./test-db";

/**
 * Sign-in helpers for integration tests of admin actions. The test file mocks "next/headers"
 * with `mockRequestHeaders(request)` from ./fake-request (vi.mock is hoisted per file).
 */

export const TEST_PASSWORD = "admin-test-password";
export const CALLER_ROLES = ["admin", "guest", "team_member"] as const;
export type CallerRole = (typeof CALLER_ROLES)[number];

/** One verified account per role: `${role}@callers.test`. */
export async function createCallers(db: TestDb): Promise<void> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const role of CALLER_ROLES) {
    await db.prisma.user.create({ data: { email: `${role}@callers.test`, passwordHash, emailVerified: new Date(), roles: { create: [{ role }] } } });
  }
}

/** Signs in as a caller of `role`, or signs out with null (anonymous). */
export async function callAs(request: FakeRequest, db: TestDb, role: CallerRole | null): Promise<void> {
  request.cookies = new Map();
  if (role === null) return;
  // Every sign-in comes from a new address and the counters are cleared: no rate limit applies.
  request.ip = (request.ip % 250) + 1;
  await db.prisma.rateLimitHit.deleteMany();
  expect((await signInAction("en", { email: `${role}@callers.test`, password: TEST_PASSWORD })).data?.ok).toBe(true);
}

/** The roles that must get nothing from an admin action, with the error code they get. */
export const REFUSED_CALLERS = [
  [null, "signInRequired"],
  ["guest", "forbidden"],
  ["team_member", "forbidden"],
] as const;
