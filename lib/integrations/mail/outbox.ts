import "server-only";
import { getDb, type Db } from "@/lib/db";
import type { Locale } from "@/lib/domain/localized";

// Every mail the app sends is written to mail_outbox first (status "queued"). Delivery over SMTP
// with retries is a later issue (a job in lib/jobs reading queued rows whose send_after has
// passed); until then, mails wait in the table and can be read there. Writing instead of sending
// also lets a caller enqueue inside its own transaction: the mail exists if and only if the data
// it talks about was saved.

/** The part of a client or transaction client this module writes with. */
export type OutboxWriter = Pick<Db, "mailOutbox">;

export interface OutgoingMail {
  to: string;
  /** Where replies go, e.g. the visitor who asked, when the mail goes to the office. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Name of the template that produced it (see the template modules). */
  template: string;
  /** The language the mail is written in. */
  locale: Locale;
}

/** Header values with a line break could smuggle extra headers into the SMTP message later. */
function assertOneLine(field: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`mail ${field} must be a single line`);
}

/**
 * Queues `mail` for delivery. Pass the transaction client (`tx`) to make the mail part of the
 * caller's transaction; without it the mail is written on its own.
 */
export async function enqueueMail(mail: OutgoingMail, tx?: OutboxWriter): Promise<{ id: string }> {
  assertOneLine("to", mail.to);
  assertOneLine("subject", mail.subject);
  if (mail.replyTo !== undefined) assertOneLine("replyTo", mail.replyTo);
  const db = tx ?? (await getDb());
  return db.mailOutbox.create({
    data: {
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      template: mail.template,
      locale: mail.locale,
      status: "queued",
    },
    select: { id: true },
  });
}
