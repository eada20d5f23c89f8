import "server-only";
import { getDb, type Db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { newSecret } from "@/lib/security/tokens";

// Server-side sessions (table user_sessions). The signed session cookie carries only the row's id
// (and the user id); a cookie is good only while its row is live: not revoked, not expired, and
// made under the account's current session version. Signing out, "sign out everywhere" and a
// password change revoke rows, so a copied cookie stops working at once.

/** Idle lifetime of a session, the same as the cookie's maxAge (lib/auth/config.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** "Last seen" (and the idle expiry with it) moves at most this often: no write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Ended and expired rows are kept this long for the record, then deleted at the user's next sign-in. */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;
/** User agents are free text from the client: stored shortened. */
const MAX_USER_AGENT_LENGTH = 512;

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);

/** Starts a session for `userId` (after a successful sign-in) and returns its id for the cookie. */
export async function createUserSession(
  userId: string,
  client: { userAgent: string | null; ip: string | null },
  now = new Date(),
): Promise<string> {
  const db = await getDb();
  const id = newSecret(32);
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
    await tx.userSession.create({
      data: {
        id,
        userId,
        sessionVersion: user.sessionVersion,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: expiryFrom(now),
        userAgent: client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
        ip: client.ip,
      },
    });
    const before = new Date(now.getTime() - KEEP_ENDED_MS);
    await tx.userSession.deleteMany({ where: { userId, OR: [{ revokedAt: { lt: before } }, { expiresAt: { lt: before } }] } });
  });
  return id;
}

const liveSessionSelect = {
  userId: true,
  sessionVersion: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
  user: {
    select: {
      id: true,
      email: true,
      status: true,
      sessionVersion: true,
      roles: { select: { role: true } },
      profile: { select: { firstName: true, lastName: true } },
    },
  },
} satisfies Prisma.UserSessionSelect;

export type LiveSession = Prisma.UserSessionGetPayload<{ select: typeof liveSessionSelect }>;

/**
 * The session `sessionId` of `userId` with its account, when it is live: not revoked, not expired,
 * the account active and still on the session version the session was made under. One query; a
 * "last seen" older than SESSION_TOUCH_INTERVAL_MS is moved to now (with the idle expiry).
 */
export async function readLiveSession(sessionId: string, userId: string, now = new Date()): Promise<LiveSession | null> {
  const db = await getDb();
  const session = await db.userSession.findUnique({ where: { id: sessionId }, select: liveSessionSelect });
  if (
    !session ||
    session.userId !== userId ||
    session.revokedAt !== null ||
    session.expiresAt <= now ||
    session.user.status !== "active" ||
    session.user.sessionVersion !== session.sessionVersion
  ) {
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    // Conditional, so parallel requests of one page write once at most.
    await db.userSession.updateMany({
      where: { id: sessionId, revokedAt: null, lastSeenAt: { lte: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } },
      data: { lastSeenAt: now, expiresAt: expiryFrom(now) },
    });
  }
  return session;
}

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the browser asking. */
  current: boolean;
}

/** The user's live sessions for the profile, the current one first, then the most recently seen. */
export async function listActiveSessions(userId: string, currentSessionId: string, now = new Date()): Promise<ActiveSession[]> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  if (!user) return [];
  const rows = await db.userSession.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now }, sessionVersion: user.sessionVersion },
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
    orderBy: { lastSeenAt: "desc" },
  });
  return rows
    .map((row) => ({ ...row, current: row.id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one session of `userId`. The user id is part of the condition: a session id of another
 * account (or one already ended) changes nothing and answers false, the same as an unknown id.
 */
export async function revokeUserSession(userId: string, sessionId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.userSession.updateMany({ where: { id: sessionId, userId, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

/** Ends the session with this id, whoever it belongs to: signing out with its cookie. */
export async function revokeSessionById(sessionId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** "Sign out everywhere": ends every session of the user. */
export async function revokeAllUserSessions(userId: string, now = new Date()): Promise<number> {
  const db = await getDb();
  const { count } = await db.userSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

/**
 * After a password change, inside its transaction, once the session version has been bumped to
 * `newVersion`: every session of the user ends except `keepSessionId` (the browser that changed
 * the password, when it is signed in to this same account), which moves to the new version.
 */
export async function revokeOtherSessionsAfterPasswordChange(
  tx: Pick<Db, "userSession">,
  userId: string,
  newVersion: number,
  keepSessionId: string | null,
  now = new Date(),
): Promise<void> {
  await tx.userSession.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: now },
  });
  if (keepSessionId) {
    await tx.userSession.updateMany({ where: { id: keepSessionId, userId, revokedAt: null }, data: { sessionVersion: newVersion } });
  }
}
