import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import type { Provider } from "next-auth/providers";
import { env } from "@/lib/env";
import { signInSchema } from "@/lib/schemas/auth";
import { clientIpFrom } from "@/lib/security/client-ip";
import { authenticateCredentials } from "./credentials";
import { findGoogleLinkedUser, resolveGoogleUser } from "./google";

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
        return { id: outcome.user.id, email: outcome.user.email, sessionVersion: outcome.user.sessionVersion };
      },
    }),
  ];
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET } = env();
  if (AUTH_GOOGLE_ID && AUTH_GOOGLE_SECRET) list.push(Google({ clientId: AUTH_GOOGLE_ID, clientSecret: AUTH_GOOGLE_SECRET }));
  return list;
}

const asNumber = (x: unknown): number | undefined => (typeof x === "number" && Number.isInteger(x) ? x : undefined);
const asString = (x: unknown): string | undefined => (typeof x === "string" && x !== "" ? x : undefined);

/**
 * Sessions are signed JWT cookies (no session table read per request), holding only the user id
 * and the account's session version. Roles and status are NOT in the token: lib/auth/session.ts
 * reads them from the database on every request, so a role change or a deactivation applies at
 * once, and bumping the session version (password change) ends every older session.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  // npm start always provides one (scripts/lib/auth-secret.ts); `next dev` may run without.
  secret: env().AUTH_SECRET ?? (env().NODE_ENV === "production" ? undefined : "development-only-secret-not-for-production-use"),
  // Behind our own reverse proxy the Host header is the site's; SITE_URL is the canonical origin.
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
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
    async jwt({ token, user, account }) {
      if (account?.provider === "google") {
        // The signIn callback above has linked this Google id to one of our accounts.
        const linked = await findGoogleLinkedUser(account.providerAccountId);
        token.uid = linked?.id;
        token.sv = linked?.sessionVersion;
      } else if (user) {
        token.uid = user.id;
        token.sv = asNumber((user as { sessionVersion?: unknown }).sessionVersion);
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: asString(token.uid) ?? "" }, sessionVersion: asNumber(token.sv) ?? -1 };
    },
  },
}));
