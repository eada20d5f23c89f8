import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { readLiveSession } from "@/lib/data/user-sessions";
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
  /** The server-side session of this browser (lib/data/user-sessions.ts). */
  sessionId: string;
}

/**
 * The one place that reads the session. The cookie only says who signed in and which server-side
 * session it belongs to; that session's row and the account are read from the database on every
 * request (one query), so a session ended elsewhere (sign-out, "sign out everywhere", ended from
 * the profile, a password change), an expired one, a deactivated or deleted user, or a token from
 * before session ids counts as signed out at once, and roles are always the current ones.
 * Wrapped in React `cache`: one read per request however many components ask.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  const sessionId = session?.sessionId;
  if (!id || !sessionId) return null;
  const live = await readLiveSession(sessionId, id);
  if (!live) return null;
  const { user } = live;
  return {
    id: user.id,
    email: user.email,
    roles: normalizeRoles(user.roles.map((r) => r.role)),
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    sessionId,
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
