import "server-only";
import { getDb } from "@/lib/db";
import { consumeAuthToken, issueAuthToken } from "@/lib/auth/tokens";
import { hashPassword } from "@/lib/auth/password";
import { revokeOtherSessionsAfterPasswordChange } from "@/lib/data/user-sessions";
import type { Locale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { enqueueMail } from "@/lib/integrations/mail/outbox";
import { ACCOUNT_MAIL_TEMPLATES, renderAccountMail } from "@/lib/integrations/mail/templates/account";

// Account life cycle: registration with e-mail verification, password reset. Every mail is
// queued in the same transaction as the data it talks about.

function absolute(locale: Locale, path: string, query?: Record<string, string>): string {
  const url = new URL(localizedPath(locale, path), env().SITE_URL);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

/** The link in the verification mail: a route handler that verifies, then shows /auth with the outcome. */
export function verificationLink(locale: Locale, token: string): string {
  const url = new URL("/api/account/verify-email", env().SITE_URL);
  url.searchParams.set("token", token);
  url.searchParams.set("locale", locale);
  return url.toString();
}

export function passwordResetLink(locale: Locale, token: string): string {
  return absolute(locale, "/auth/reset-password", { token });
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Creates an unverified guest account and queues its verification mail. When the address
 * already has an account, nothing is created and the owner of the address is told instead: the
 * answer to the visitor is the same either way, so sign-up cannot be used to probe addresses.
 */
export async function registerUser(input: RegisterInput, locale: Locale): Promise<{ created: boolean }> {
  const db = await getDb();
  const { SITE_NAME } = env();
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true, profile: { select: { firstName: true } } } });
  if (existing) {
    const mail = renderAccountMail(
      { kind: "alreadyRegistered", name: existing.profile?.firstName ?? "", link: absolute(locale, "/auth"), siteName: SITE_NAME },
      locale,
    );
    await enqueueMail({ to: input.email, ...mail, template: ACCOUNT_MAIL_TEMPLATES.alreadyRegistered, locale });
    return { created: false };
  }
  await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        email: input.email,
        passwordHash,
        name: `${input.firstName} ${input.lastName}`,
        profile: { create: { firstName: input.firstName, lastName: input.lastName } },
        roles: { create: [{ role: "guest" }] },
      },
      select: { id: true },
    });
    const token = await issueAuthToken(tx, user.id, "email_verification");
    const mail = renderAccountMail({ kind: "verifyEmail", name: input.firstName, link: verificationLink(locale, token), siteName: SITE_NAME }, locale);
    await enqueueMail({ to: input.email, ...mail, template: ACCOUNT_MAIL_TEMPLATES.verifyEmail, locale }, tx);
  });
  return { created: true };
}

/** A new verification mail for an unverified account; silently nothing for any other address. */
export async function resendVerification(email: string, locale: Locale): Promise<void> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, status: true, profile: { select: { firstName: true } } } });
  if (!user || user.emailVerified || user.status !== "active") return;
  await db.$transaction(async (tx) => {
    const token = await issueAuthToken(tx, user.id, "email_verification");
    const mail = renderAccountMail(
      { kind: "verifyEmail", name: user.profile?.firstName ?? "", link: verificationLink(locale, token), siteName: env().SITE_NAME },
      locale,
    );
    await enqueueMail({ to: email, ...mail, template: ACCOUNT_MAIL_TEMPLATES.verifyEmail, locale }, tx);
  });
}

/** Marks the account of a verification link verified; false for an unknown, used or expired link. */
export async function verifyEmail(token: string): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "email_verification");
    if (!userId) return false;
    await tx.user.update({ where: { id: userId }, data: { emailVerified: new Date() } });
    return true;
  });
}

/**
 * Queues a reset mail when the address belongs to an active account; the caller answers the
 * same in every case, so the form reveals nothing about which addresses have accounts.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, status: true, profile: { select: { firstName: true } } } });
  if (!user || user.status !== "active") return;
  await db.$transaction(async (tx) => {
    const token = await issueAuthToken(tx, user.id, "password_reset");
    const mail = renderAccountMail(
      { kind: "passwordReset", name: user.profile?.firstName ?? "", link: passwordResetLink(locale, token), siteName: env().SITE_NAME },
      locale,
    );
    await enqueueMail({ to: email, ...mail, template: ACCOUNT_MAIL_TEMPLATES.passwordReset, locale }, tx);
  });
}

/**
 * Sets a new password from a reset link. The session version is bumped and every session of the
 * account ends (a thief who had the old password is signed out), except `keepSessionId`: the
 * browser that set the password, when it is signed in to this same account. Opening the link
 * also proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(token: string, password: string, keepSessionId: string | null = null): Promise<boolean> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "password_reset");
    if (!userId) return false;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerified: true } });
    const { sessionVersion } = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: user.emailVerified ?? new Date() },
      select: { sessionVersion: true },
    });
    await revokeOtherSessionsAfterPasswordChange(tx, userId, sessionVersion, keepSessionId);
    return true;
  });
}
