import "server-only";
import { getDb, Prisma } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { normalizeRoles, type AppRole } from "@/lib/domain/roles";
import { USERS_PAGE_SIZE, type UserListQuery } from "@/lib/schemas/admin-users";

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  color: string;
  roles: AppRole[];
  status: "active" | "inactive";
  emailVerified: boolean;
  createdAt: string;
}

export interface AdminUserPage {
  rows: AdminUserRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** The roles as stored for a filter: team_member also finds the legacy "team" rows. */
function storedRoles(role: AppRole): ("team" | AppRole)[] {
  return role === "team_member" ? ["team_member", "team"] : [role];
}

/** Users matching the search (name or e-mail) and filters, newest first, one page at a time. */
export async function listUsers(query: UserListQuery): Promise<AdminUserPage> {
  const db = await getDb();
  const q = query.q;
  const where: Prisma.UserWhereInput = {
    ...(q
      ? {
          OR: [
            { email: { contains: q, mode: "insensitive" } },
            { name: { contains: q, mode: "insensitive" } },
            { profile: { is: { firstName: { contains: q, mode: "insensitive" } } } },
            { profile: { is: { lastName: { contains: q, mode: "insensitive" } } } },
          ],
        }
      : {}),
    ...(query.role !== "all" ? { roles: { some: { role: { in: storedRoles(query.role) } } } } : {}),
    ...(query.status !== "all" ? { status: query.status } : {}),
  };
  const total = await db.user.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const users = await db.user.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { email: "asc" }],
    skip: (page - 1) * USERS_PAGE_SIZE,
    take: USERS_PAGE_SIZE,
    select: { id: true, email: true, status: true, emailVerified: true, createdAt: true, roles: { select: { role: true } }, profile: true },
  });
  return {
    total,
    page,
    pageCount,
    rows: users.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.profile?.firstName ?? "",
      lastName: u.profile?.lastName ?? "",
      phone: u.profile?.phone ?? "",
      color: u.profile?.color ?? "",
      roles: normalizeRoles(u.roles.map((r) => r.role)),
      status: u.status,
      emailVerified: u.emailVerified !== null,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

export class EmailTakenError extends Error {
  override name = "EmailTakenError";
}

/** An account made by an admin: verified already (the admin vouches for the address). */
export async function createUserAsAdmin(input: { email: string; password: string; firstName: string; lastName: string; roles: AppRole[] }): Promise<string> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        email: input.email,
        passwordHash,
        emailVerified: new Date(),
        name: `${input.firstName} ${input.lastName}`,
        profile: { create: { firstName: input.firstName, lastName: input.lastName } },
        roles: { create: input.roles.map((role) => ({ role })) },
      },
      select: { id: true },
    });
    return user.id;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new EmailTakenError(input.email);
    throw error;
  }
}

/** The roles and status an admin is about to give a user, for the self-lockout check. */
export async function userExists(id: string): Promise<boolean> {
  const db = await getDb();
  return (await db.user.count({ where: { id } })) === 1;
}

/**
 * Names, phone, colour, roles and status; roles are replaced as a whole, in one transaction.
 * Deactivating ends every session of the user (revoked, as a sign-out does): a status check
 * alone would only hide them, and reactivation would bring the old cookies back to life.
 */
export async function updateUserAsAdmin(input: {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  color: string;
  roles: AppRole[];
  status: "active" | "inactive";
}): Promise<void> {
  const db = await getDb();
  const profile = { firstName: input.firstName, lastName: input.lastName, phone: input.phone || null, color: input.color || null };
  await db.$transaction([
    db.user.update({ where: { id: input.id }, data: { status: input.status, name: `${input.firstName} ${input.lastName}` } }),
    db.userProfile.upsert({ where: { userId: input.id }, create: { userId: input.id, ...profile }, update: profile }),
    db.userRole.deleteMany({ where: { userId: input.id } }),
    db.userRole.createMany({ data: input.roles.map((role) => ({ userId: input.id, role })) }),
    ...(input.status === "inactive" ? [db.userSession.updateMany({ where: { userId: input.id, revokedAt: null }, data: { revokedAt: new Date() } })] : []),
  ]);
}
