import "server-only";
import { getDb } from "@/lib/db";

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export type GoogleLinkOutcome = { ok: true; userId: string; sessionVersion: number } | { ok: false; reason: "emailNotVerified" | "accountInactive" };

/**
 * The account for a Google sign-in: the one already linked to this Google id, else the one with
 * the same (Google-verified) address, which gets linked, else a new verified guest account.
 * An unverified Google address is refused: it would let anyone claim an account by address.
 */
export async function resolveGoogleUser(profile: GoogleProfile): Promise<GoogleLinkOutcome> {
  if (!profile.emailVerified) return { ok: false, reason: "emailNotVerified" };
  const db = await getDb();
  const email = profile.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const linked = await tx.account.findUnique({
      where: { provider_providerAccountId: { provider: "google", providerAccountId: profile.sub } },
      select: { user: { select: { id: true, status: true, sessionVersion: true } } },
    });
    let user = linked?.user ?? (await tx.user.findUnique({ where: { email }, select: { id: true, status: true, sessionVersion: true } }));
    if (!user) {
      user = await tx.user.create({
        data: {
          email,
          emailVerified: new Date(),
          name: [profile.givenName, profile.familyName].filter(Boolean).join(" ") || null,
          profile: { create: { firstName: profile.givenName, lastName: profile.familyName } },
          roles: { create: [{ role: "guest" }] },
        },
        select: { id: true, status: true, sessionVersion: true },
      });
    }
    if (user.status !== "active") return { ok: false, reason: "accountInactive" };
    if (!linked) {
      await tx.account.create({ data: { userId: user.id, type: "oidc", provider: "google", providerAccountId: profile.sub } });
      // Google vouched for the address: an account waiting for its verification mail is verified now.
      await tx.user.updateMany({ where: { id: user.id, emailVerified: null }, data: { emailVerified: new Date() } });
    }
    return { ok: true, userId: user.id, sessionVersion: user.sessionVersion };
  });
}

/** Our account linked to a Google id, for the session token after a Google sign-in. */
export async function findGoogleLinkedUser(googleId: string): Promise<{ id: string; sessionVersion: number } | null> {
  const db = await getDb();
  const account = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: "google", providerAccountId: googleId } },
    select: { user: { select: { id: true, sessionVersion: true } } },
  });
  return account?.user ?? null;
}
