import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { isAllowed, type AccessRule } from "@/lib/domain/access";
import type { Locale } from "@/lib/domain/localized";
import { normalizeRoles, type AppRole } from "@/lib/domain/roles";
import { localizedPath } from "@/i18n/paths";
import { auth } from "./config";

export interface SessionUser {
  id: string;
  email: string;
  roles: AppRole[];
  firstName: string | null;
  lastName: string | null;
}

/**
 * The one place that reads the session. The cookie only says who signed in and with which
 * session version; the account itself is read from the database on every request, so a
 * deactivated user, a user whose password was changed elsewhere (older session version) or a
 * deleted user counts as signed out at once, and roles are always the current ones.
 * Wrapped in React `cache`: one read per request however many components ask.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const version = (session as { sessionVersion?: unknown }).sessionVersion;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      status: true,
      sessionVersion: true,
      roles: { select: { role: true } },
      profile: { select: { firstName: true, lastName: true } },
    },
  });
  if (!user || user.status !== "active" || user.sessionVersion !== version) return null;
  return {
    id: user.id,
    email: user.email,
    roles: normalizeRoles(user.roles.map((r) => r.role)),
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
  };
});

/** For pages: the signed-in user, or a redirect to /auth that comes back to `path` afterwards. */
export async function requireUser(locale: Locale, path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`${localizedPath(locale, "/auth")}?callbackUrl=${encodeURIComponent(localizedPath(locale, path))}`);
  return user;
}

/** For pages: a user allowed by `rule`; signed in without the role goes to the home page. */
export async function requireRole(locale: Locale, path: string, rule: AccessRule): Promise<SessionUser> {
  const user = await requireUser(locale, path);
  if (!isAllowed(rule, user.roles)) redirect(localizedPath(locale, "/"));
  return user;
}

export type RequestAuthorization = { ok: true; user: SessionUser } | { ok: false; status: 401 | 403 };

/** For route handlers: 401 without a session, 403 without the role. */
export async function authorizeRequest(rule: AccessRule): Promise<RequestAuthorization> {
  const user = await getSessionUser();
  if (!user) return { ok: false, status: 401 };
  if (!isAllowed(rule, user.roles)) return { ok: false, status: 403 };
  return { ok: true, user };
}
