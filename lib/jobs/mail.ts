import nodemailer from "nodemailer";
import type { Db } from "@/lib/db/client";

// Delivery of mail_outbox over SMTP (nodemailer). Each due row is tried once per run; a failure
// is retried later with exponential backoff, and after MAX_ATTEMPTS it is marked failed (shown
// in /dev). A mail server that cannot be reached at all says nothing about the mail: the run
// stops there, and every mail stays queued, without spending an attempt, until it is back (an
// outage of an hour would otherwise have failed every mail for good). Without SMTP_URL nothing
// is sent and mails stay queued.

export const MAX_ATTEMPTS = 5;
const BATCH = 25;

export interface MailTransport {
  sendMail(mail: { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** Wait before attempt n+1: 1, 2, 4, 8… minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  /** Left queued because the mail server could not be reached (this run stopped there). */
  deferred: number;
}

// nodemailer's codes for "no SMTP conversation happened" (an SMTP answer carries responseCode).
const UNREACHABLE_CODES = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "ECONNREFUSED", "ECONNRESET"]);

/** True when the mail server was not reached at all (down, refused, no answer). */
export function isServerUnreachable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === undefined && typeof code === "string" && UNREACHABLE_CODES.has(code);
}

export async function deliverQueuedMail(deps: { db: Db; transport: MailTransport | null; from: string; now?: Date }): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, deferred: 0 };
  if (!deps.transport) return result;
  const now = deps.now ?? new Date();
  const due = await deps.db.mailOutbox.findMany({ where: { status: "queued", sendAfter: { lte: now } }, orderBy: { sendAfter: "asc" }, take: BATCH });
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    try {
      await deps.transport.sendMail({ from: deps.from, to: mail.toAddress, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
      await deps.db.mailOutbox.update({ where: { id: mail.id }, data: { status: "sent", attempts, sentAt: new Date(), lastError: null } });
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isServerUnreachable(error)) {
        result.deferred = due.length - result.sent - result.retried - result.failed;
        console.warn(`[mail] mail server unreachable (${message}); ${result.deferred} due mail(s) stay queued until it is back`);
        await deps.db.mailOutbox.update({ where: { id: mail.id }, data: { lastError: message.slice(0, 1000) } });
        break;
      }
      const giveUp = attempts >= MAX_ATTEMPTS;
      console.warn(`[mail] delivery of ${mail.id} (${mail.template ?? "no template"}) failed, attempt ${attempts}${giveUp ? ", giving up" : ""}: ${message}`);
      await deps.db.mailOutbox.update({
        where: { id: mail.id },
        data: { attempts, lastError: message.slice(0, 1000), ...(giveUp ? { status: "failed" } : { sendAfter: new Date(now.getTime() + retryDelayMs(attempts)) }) },
      });
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}
