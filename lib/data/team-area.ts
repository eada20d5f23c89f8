import "server-only";
import { getDb, Prisma } from "@/lib/db";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { normalizeRoles, type AppRole } from "@/lib/domain/roles";
import { avatarColour, displayName, initials } from "@/lib/domain/team-avatar";
import { assignmentsFrom, nextArrival, type CalendarWindow } from "@/lib/domain/team-calendar";

/** Roles as stored that make someone a member of the team screens (legacy "team" included). */
const TEAM_ROLES = ["team_member", "team", "planner", "admin"] as const;
/** Cancelled and deleted bookings never need a cleaning. */
const LIVE = { type: { notIn: ["cancelled", "deleted"] } } satisfies Prisma.BookingWhereInput;

export interface TeamPerson {
  id: string;
  name: string;
  initials: string;
  colour: string;
}

export interface TeamMemberRow extends TeamPerson {
  email: string;
  phone: string;
  roles: AppRole[];
}

type PersonRecord = { id: string; email: string; profile: { firstName: string | null; lastName: string | null; color: string | null } | null };
const personSelect = { id: true, email: true, profile: { select: { firstName: true, lastName: true, color: true } } } as const;

function toPerson(u: PersonRecord): TeamPerson {
  const names = { firstName: u.profile?.firstName, lastName: u.profile?.lastName, email: u.email };
  return { id: u.id, name: displayName(names), initials: initials(names), colour: avatarColour({ id: u.id, color: u.profile?.color }) };
}

/** Active users with a team role, by name: the members table and the popover's toggles. */
export async function listTeamMembers(): Promise<TeamMemberRow[]> {
  const db = await getDb();
  const users = await db.user.findMany({
    where: { status: "active", roles: { some: { role: { in: [...TEAM_ROLES] } } } },
    select: { ...personSelect, profile: { select: { firstName: true, lastName: true, color: true, phone: true } }, roles: { select: { role: true } } },
  });
  return users
    .map((u) => ({ ...toPerson(u), email: u.email, phone: u.profile?.phone ?? "", roles: normalizeRoles(u.roles.map((r) => r.role)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether `userId` may be assigned (an active team user). */
export async function isAssignableUser(userId: string): Promise<boolean> {
  const db = await getDb();
  const count = await db.user.count({ where: { id: userId, status: "active", roles: { some: { role: { in: [...TEAM_ROLES] } } } } });
  return count > 0;
}

/** Whether a live booking with this id exists (assignments to cancelled stays are refused). */
export async function isLiveBooking(bookingId: string): Promise<boolean> {
  const db = await getDb();
  return (await db.booking.count({ where: { id: bookingId, ...LIVE } })) > 0;
}

export interface TeamBooking {
  id: string;
  propertyId: string;
  propertyName: string;
  guestName: string;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  children: number;
  checkOut: string;
  checkIn: string;
  isBlocked: boolean;
  assignees: TeamPerson[];
  /** The next arrival at the same property (the end of the turnover window), or null. */
  nextArrival: IsoDate | null;
}

function hhmm(time: Date | null, fallback: string): string {
  // @db.Time columns come back as 1970-01-01T<time>Z.
  return time ? time.toISOString().slice(11, 16) : fallback;
}

const bookingSelect = {
  id: true,
  propertyId: true,
  guestName: true,
  arrival: true,
  departure: true,
  adults: true,
  children: true,
  checkOut: true,
  isBlockedBooking: true,
  property: { select: { name: true, checkInTime: true, checkOutTime: true } },
  assignments: { where: { assignmentType: "cleaning" }, orderBy: { createdAt: "asc" }, select: { user: { select: personSelect } } },
} as const satisfies Prisma.BookingSelect;

type BookingRecord = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

function toTeamBooking(b: BookingRecord, following: { id: string; propertyId: string; arrival: IsoDate; departure: IsoDate }[]): TeamBooking {
  const stay = { id: b.id, propertyId: b.propertyId, arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure) };
  return {
    ...stay,
    propertyName: b.property.name,
    guestName: b.guestName,
    adults: b.adults,
    children: b.children,
    checkOut: hhmm(b.checkOut, b.property.checkOutTime),
    checkIn: b.property.checkInTime,
    isBlocked: b.isBlockedBooking,
    assignees: b.assignments.map((a) => toPerson(a.user)),
    nextArrival: nextArrival(stay, following)?.arrival ?? null,
  };
}

/** Live stays of the given properties arriving on or after `from`: candidates for "next arrival". */
async function arrivalsFrom(propertyIds: string[], from: IsoDate) {
  if (propertyIds.length === 0) return [];
  const db = await getDb();
  const rows = await db.booking.findMany({
    where: { ...LIVE, propertyId: { in: propertyIds }, arrival: { gte: new Date(`${from}T00:00:00Z`) } },
    select: { id: true, propertyId: true, arrival: true, departure: true },
  });
  return rows.map((r) => ({ id: r.id, propertyId: r.propertyId, arrival: toIsoDate(r.arrival), departure: toIsoDate(r.departure) }));
}

export interface CalendarData {
  properties: { id: string; name: string }[];
  bookings: TeamBooking[];
}

/** Every property and the live bookings that overlap the window, with their cleaners. */
export async function readCalendar(window: Pick<CalendarWindow, "start" | "end">): Promise<CalendarData> {
  const db = await getDb();
  const [properties, rows] = await Promise.all([
    db.property.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db.booking.findMany({
      // Departing on the window's first day still shows (that morning's cleaning).
      where: { ...LIVE, arrival: { lt: new Date(`${window.end}T00:00:00Z`) }, departure: { gte: new Date(`${window.start}T00:00:00Z`) } },
      orderBy: { arrival: "asc" },
      select: bookingSelect,
    }),
  ]);
  const following = await arrivalsFrom([...new Set(rows.map((r) => r.propertyId))], window.start);
  return { properties, bookings: rows.map((r) => toTeamBooking(r, following)) };
}

/** The user's cleanings departing a week ago or later, by departure. */
export async function listMyAssignments(userId: string, today: IsoDate): Promise<TeamBooking[]> {
  const db = await getDb();
  const rows = await db.booking.findMany({
    where: { ...LIVE, departure: { gte: new Date(`${assignmentsFrom(today)}T00:00:00Z`) }, assignments: { some: { userId, assignmentType: "cleaning" } } },
    orderBy: [{ departure: "asc" }, { id: "asc" }],
    select: bookingSelect,
  });
  const following = await arrivalsFrom([...new Set(rows.map((r) => r.propertyId))], assignmentsFrom(today));
  return rows.map((r) => toTeamBooking(r, following));
}

/**
 * Assigns a cleaner. A set operation: two people assigning the same person at once both succeed
 * and one row remains (the unique index decides; no error page for the slower one).
 */
export async function assignCleaning(bookingId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    INSERT INTO booking_assignments (id, booking_id, user_id, assignment_type)
    VALUES (gen_random_uuid(), ${bookingId}::uuid, ${userId}::uuid, 'cleaning')
    ON CONFLICT (booking_id, user_id, assignment_type) DO NOTHING`;
}

/** Removes a cleaner; removing one who is not assigned is not an error (same reason as above). */
export async function unassignCleaning(bookingId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db.bookingAssignment.deleteMany({ where: { bookingId, userId, assignmentType: "cleaning" } });
}

/** The cleaners of a booking now, for the action's answer (the client's optimistic state is checked against it). */
export async function cleaningAssignees(bookingId: string): Promise<TeamPerson[]> {
  const db = await getDb();
  const rows = await db.bookingAssignment.findMany({ where: { bookingId, assignmentType: "cleaning" }, orderBy: { createdAt: "asc" }, select: { user: { select: personSelect } } });
  return rows.map((r) => toPerson(r.user));
}
