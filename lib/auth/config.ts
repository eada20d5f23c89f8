import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import type { Provider } from "next-auth/providers";
import type { JWT } from "next-auth/jwt";
import { headers } from "next/headers";
import { createUserSession, revokeSessionById, SESSION_MAX_AGE_SECONDS } from "@/lib/data/user-sessions";
import { env } from "@/lib/env";
import { signInSchema } from "@/lib/schemas/auth";
import { clientIpFrom } from "@/lib/security/client-ip";
import { authenticateCredentials } from "./credentials";
import { findGoogleLinkedUser, resolveGoogleUser } from "./google";

declare module "next-auth" {
  interface Session {
    /** The server-side session this cookie belongs to; null for tokens from before session ids. */
    sessionId?: string | null;
  }
}

/** next-auth's error for a refused e-mail sign-in, carrying our reason as its code. */
export class SignInRefused extends CredentialsSignin {
  constructor(
    reason: string,
    readonly minutes?: number,
  ) {
    super(reason);
    this.code = reason;
  }
}

/** Whether Google sign-in is configured (the button says so when it is not). */
export function googleSignInEnabled(): boolean {
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET } = env();
  return Boolean(AUTH_GOOGLE_ID && AUTH_GOOGLE_SECRET);
}

function providers(): Provider[] {
  const list: Provider[] = [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) throw new SignInRefused("invalidCredentials");
        const outcome = await authenticateCredentials(parsed.data, clientIpFrom(request.headers));
        if (!outcome.ok) throw new SignInRefused(outcome.reason, outcome.reason === "rateLimited" ? outcome.minutes : undefined);
        return { id: outcome.user.id, email: outcome.user.email };
      },
    }),
  ];
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET } = env();
  if (AUTH_GOOGLE_ID && AUTH_GOOGLE_SECRET) list.push(Google({ clientId: AUTH_GOOGLE_ID, clientSecret: AUTH_GOOGLE_SECRET }));
  return list;
}

const asString = (x: unknown): string | undefined => (typeof x === "string" && x !== "" ? x : undefined);

/** What the jwt callback needs of next-auth's arguments (a sign-in passes user and account). */
interface JwtCallbackParams {
  token: JWT;
  user?: { id?: string } | null;
  account?: { provider: string; providerAccountId: string } | null;
}

/**
 * Writes the session cookie's claims. At sign-in (user set) a server-side session is started
 * (lib/data/user-sessions.ts) and the cookie gets its id (`sid`) and the user id (`uid`); later
 * calls pass the token through unchanged. Tokens from before session ids (with `sv`, no `sid`)
 * are never upgraded: lib/auth/session.ts treats them as signed out.
 */
export async function jwtCallback({ token, user, account }: JwtCallbackParams): Promise<JWT> {
  if (!user && account?.provider !== "google") return token;
  // For Google, user.id is Google's; the signIn callback below has linked it to one of our accounts.
  const userId = account?.provider === "google" ? (await findGoogleLinkedUser(account.providerAccountId))?.id : asString(user?.id);
  const { sv: _oldVersion, ...claims } = token;
  if (!userId) return { ...claims, uid: undefined, sid: undefined };
  const request = await headers();
  const sid = await createUserSession(userId, { userAgent: request.get("user-agent"), ip: clientIpFrom(request) });
  return { ...claims, uid: userId, sid };
}

/**
 * Sessions are signed (and encrypted) JWT cookies holding the user id and a server-side session
 * id. lib/auth/session.ts checks the session's row and reads the account on every request, so
 * signing out, ending a session from the profile, a password change, a role change or a
 * deactivation apply at once, also to a copied cookie.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  // npm start always provides one (scripts/lib/auth-secret.ts); `next dev` may run without.
  secret: env().AUTH_SECRET ?? (env().NODE_ENV === "production" ? undefined : "development-only-secret-not-for-production-use"),
  // Behind our own reverse proxy the Host header is the site's; SITE_URL is the canonical origin.
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: providers(),
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== "google") return true;
      const outcome = await resolveGoogleUser({
        sub: asString(profile?.sub) ?? account.providerAccountId,
        email: asString(profile?.email) ?? "",
        emailVerified: profile?.email_verified === true,
        givenName: asString(profile?.given_name) ?? null,
        familyName: asString(profile?.family_name) ?? null,
      });
      return outcome.ok ? true : `/auth?error=${outcome.reason}`;
    },
    jwt: jwtCallback,
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: asString(token.uid) ?? "" }, sessionId: asString(token.sid) ?? null };
    },
  },
  events: {
    // next-auth's own sign-out endpoint (POST /api/auth/signout); signOutAction revokes first itself.
    async signOut(message) {
      const sid = "token" in message ? asString(message.token?.sid) : undefined;
      if (sid) await revokeSessionById(sid);
    },
  },
}));
