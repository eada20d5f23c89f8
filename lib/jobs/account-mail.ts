import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { requestPasswordReset, resendVerification } from "@/lib/data/accounts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { enqueueMail } from "@/lib/integrations/mail/outbox";
import { renderSignInAttackMail, SIGN_IN_ATTACK_TEMPLATE } from "@/lib/integrations/mail/templates/sign-in-attack";
import { enqueue, QUEUES } from "./queue";

// Account mails whose sending depends on whether an address has an account: 'forgot password',
// 'send the verification link again' and the owner's warning about password guessing. The
// request only queues a job, the same for every address, and answers; the job looks the
// account up and writes the mail (or nothing). So neither the answer nor its timing tells a
// visitor which addresses have accounts.

export const accountMailJobSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("passwordReset"), email: z.string().min(1), locale: z.enum(LOCALES) }),
  z.object({ kind: z.literal("verification"), email: z.string().min(1), locale: z.enum(LOCALES) }),
  z.object({ kind: z.literal("signInAttack"), email: z.string().min(1) }),
]);
export type AccountMailJob = z.infer<typeof accountMailJobSchema>;

/** Queues the job; the same single insert whether or not the address has an account. */
export async function enqueueAccountMail(job: AccountMailJob): Promise<void> {
  await enqueue(QUEUES.accountMail, accountMailJobSchema.parse(job));
}

/**
 * The owner's language as far as we know it: the language of the last mail we wrote to the
 * address (sign-up, a booking, a reset), else the site's default.
 */
async function ownerLocale(email: string): Promise<Locale> {
  const db = await getDb();
  const last = await db.mailOutbox.findFirst({ where: { toAddress: email }, orderBy: { createdAt: "desc" }, select: { locale: true } });
  return last?.locale ?? DEFAULT_LOCALE;
}

/** Warns the owner of an active account that somebody keeps guessing its password; nothing for any other address. */
async function sendSignInAttackAlert(email: string): Promise<void> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { email: true, status: true, profile: { select: { firstName: true } } } });
  if (!user || user.status !== "active") return;
  const locale = await ownerLocale(user.email);
  const link = new URL(localizedPath(locale, "/auth/forgot-password"), env().SITE_URL).toString();
  const mail = renderSignInAttackMail({ name: user.profile?.firstName ?? "", link, siteName: env().SITE_NAME }, locale);
  await enqueueMail({ to: user.email, ...mail, template: SIGN_IN_ATTACK_TEMPLATE, locale });
}

/** The worker's part: writes the mail the job asks for, if the address has an account it fits. */
export async function runAccountMailJob(data: unknown): Promise<void> {
  const job = accountMailJobSchema.parse(data);
  if (job.kind === "passwordReset") return requestPasswordReset(job.email, job.locale);
  if (job.kind === "verification") return resendVerification(job.email, job.locale);
  return sendSignInAttackAlert(job.email);
}
