import "server-only";
import { getDb } from "@/lib/db";
import { trackedDashboardPath } from "@/lib/domain/access";

/** The stored last dashboard page of a user (unvalidated: callers pass it through dashboardLanding). */
export async function readLastDashboardPage(userId: string): Promise<string | null> {
  const db = await getDb();
  const profile = await db.userProfile.findUnique({ where: { userId }, select: { lastDashboardPage: true } });
  return profile?.lastDashboardPage ?? null;
}

/** Remembers a visited dashboard page; untracked paths are ignored. Never fails the page that calls it. */
export async function rememberDashboardPage(userId: string, path: string): Promise<void> {
  const tracked = trackedDashboardPath(path);
  if (!tracked) return;
  try {
    const db = await getDb();
    await db.userProfile.upsert({
      where: { userId },
      create: { userId, lastDashboardPage: tracked },
      update: { lastDashboardPage: tracked },
    });
  } catch (error) {
    console.error("[profile] could not remember the dashboard page", { path: tracked }, error);
  }
}

export interface ProfileData {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  companyName: string;
}

/** The /profile form's values for a user (empty strings where nothing is stored). */
export async function readProfile(userId: string): Promise<ProfileData | null> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, profile: true } });
  if (!user) return null;
  const p = user.profile;
  return {
    email: user.email,
    firstName: p?.firstName ?? "",
    lastName: p?.lastName ?? "",
    phone: p?.phone ?? "",
    address: p?.address ?? "",
    zip: p?.zip ?? "",
    city: p?.city ?? "",
    country: p?.country ?? "",
    companyName: p?.companyName ?? "",
  };
}

/** Saves the personal info of the user's own profile (validated by profileSchema before). */
export async function saveProfile(userId: string, values: Omit<ProfileData, "email">): Promise<void> {
  const db = await getDb();
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === "" ? null : v])) as Record<keyof typeof values, string | null>;
  await db.$transaction([
    db.userProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data }),
    // The display name next-auth and the team screens use follows the profile.
    db.user.update({ where: { id: userId }, data: { name: [values.firstName, values.lastName].filter(Boolean).join(" ") || null } }),
  ]);
}
