import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db";
import { isAllowed, TEAM_AREA } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn, type IsoDate } from "@/lib/domain/dates";
import { serializeCalendar } from "@/lib/domain/ical";
import type { Locale } from "@/lib/domain/localized";
import { normalizeRoles } from "@/lib/domain/roles";
import { displayName } from "@/lib/domain/team-avatar";
import { cleaningEvent, type FeedTexts } from "@/lib/domain/team-feed";
import { translateKey } from "@/lib/i18n/translate-key";
import { listMyAssignments, type TeamBooking } from "./team-area";

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export const ICAL_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The user's feed secret, created on first use so every team user has a feed. The profile page
 * calls this while rendering, so two tabs may race: the write only fills an empty secret, and both
 * then read back the one that won (an unconditional write would leave one tab showing a dead URL).
 */
export async function ensureIcalSecret(userId: string): Promise<string> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { icalSecret: true } });
  if (user?.icalSecret) return user.icalSecret;
  await db.user.updateMany({ where: { id: userId, icalSecret: null }, data: { icalSecret: newSecret() } });
  const stored = await db.user.findUnique({ where: { id: userId }, select: { icalSecret: true } });
  if (!stored?.icalSecret) throw new Error(`no user ${userId} to hold a feed secret`);
  return stored.icalSecret;
}

/** Replaces the secret: the old feed URL stops working at once. */
export async function regenerateIcalSecret(userId: string): Promise<string> {
  const db = await getDb();
  const icalSecret = newSecret();
  await db.user.update({ where: { id: userId }, data: { icalSecret } });
  return icalSecret;
}

export interface FeedOwner {
  id: string;
  name: string;
}

/**
 * The active team user owning a feed secret, or null. The format is checked before the database
 * is asked, and the stored value is compared in constant time: the index lookup alone would be
 * the only comparison, and guessing 256 random bits through timing is not feasible anyway.
 * A user who lost the team role or was deactivated has no feed.
 */
export async function findFeedOwner(secret: string): Promise<FeedOwner | null> {
  if (!ICAL_SECRET_PATTERN.test(secret)) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { icalSecret: secret },
    select: { id: true, email: true, status: true, icalSecret: true, roles: { select: { role: true } }, profile: { select: { firstName: true, lastName: true } } },
  });
  if (!user?.icalSecret) return null;
  const a = Buffer.from(user.icalSecret);
  const b = Buffer.from(secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  if (user.status !== "active" || !isAllowed(TEAM_AREA, normalizeRoles(user.roles.map((r) => r.role)))) return null;
  return { id: user.id, name: displayName({ firstName: user.profile?.firstName, lastName: user.profile?.lastName, email: user.email }) };
}

/** The cleanings in the feed: the same ones as the list view. */
export async function feedAssignments(userId: string, today: IsoDate): Promise<(TeamBooking & { assignmentId: string })[]> {
  const db = await getDb();
  const [bookings, ids] = await Promise.all([
    listMyAssignments(userId, today),
    db.bookingAssignment.findMany({ where: { userId, assignmentType: "cleaning" }, select: { id: true, bookingId: true } }),
  ]);
  const idOf = new Map(ids.map((a) => [a.bookingId, a.id]));
  return bookings.flatMap((b) => {
    const assignmentId = idOf.get(b.id);
    return assignmentId ? [{ ...b, assignmentId }] : [];
  });
}

/**
 * The feed of a secret in `locale`, or null for an unknown secret. `now` stamps the events and
 * picks the days (the same week-back window as the list view).
 */
export async function renderFeed(secret: string, locale: Locale, now: Date, host: string): Promise<string | null> {
  const owner = await findFeedOwner(secret);
  if (!owner) return null;
  const cleanings = await feedAssignments(owner.id, todayIn(SITE_TIME_ZONE, now));
  const text = (key: string, values: Record<string, string | number> = {}) => translateKey(locale, "teamArea.ical", key, values) ?? key;
  const texts: FeedTexts = {
    summary: (property) => text("summary", { property }),
    description: (c) => text("description", { guest: c.guestName, departure: c.departure, checkOut: c.checkOut, next: c.nextArrival ?? text("noNextArrival") }),
  };
  return serializeCalendar({
    prodId: "-//Saastal Chalets//Team calendar//EN",
    name: text("calendarName", { name: owner.name }),
    stamp: now,
    events: cleanings.map((c) => cleaningEvent(c, texts, host)),
  });
}
