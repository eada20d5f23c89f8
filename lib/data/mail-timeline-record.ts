import "server-only";
import { getDb } from "@/lib/db";
import { mailKey, type MailKind, type SkipReason, type TimelineMail } from "@/lib/domain/mail-timeline";
import { enqueueMail, type OutgoingMail } from "@/lib/integrations/mail/outbox";
import type { DbClient } from "./ledger";

/**
 * Writes of the mail timeline (lib/domain/mail-timeline.ts): a mail handed to the outbox, a skip
 * made final, and the office's pauses. booking_mails has one row per booking, kind and key, so a
 * second job run, a second instance or a retry after a crash finds the row and sends nothing.
 */

type MailRef = Pick<TimelineMail, "kind" | "key" | "scheduledAt"> & { withAccessDetails?: boolean };

/**
 * Takes the mail for this call, in the caller's transaction: true when this call may send it (the
 * row is now "queued"), false when it is already recorded (sent, skipped, failed, or held by a
 * pause). Insert-if-absent, then update-if-still-open: under concurrency the losing call waits on
 * the winner's row and then sees it taken.
 */
export async function claimMail(tx: DbClient, bookingId: string, mail: MailRef, now: Date): Promise<boolean> {
  const row = { bookingId, kind: mail.kind, key: mail.key, scheduledFor: mail.scheduledAt, sentAt: now, withAccessDetails: mail.withAccessDetails ?? null };
  const inserted = await tx.bookingMail.createMany({ data: [{ ...row, state: "queued" }], skipDuplicates: true });
  if (inserted.count === 1) return true;
  const taken = await tx.bookingMail.updateMany({
    where: { bookingId, kind: mail.kind, key: mail.key, state: "scheduled", paused: false },
    data: { state: "queued", scheduledFor: row.scheduledFor, sentAt: now, withAccessDetails: row.withAccessDetails, reason: null },
  });
  return taken.count === 1;
}

/**
 * Hands a due mail to the outbox exactly once: the claim and the outbox row are one transaction,
 * so either both exist or neither. Returns the outbox id, or null when the mail was already taken.
 */
export async function queueTimelineMail(bookingId: string, mail: MailRef, outgoing: OutgoingMail, now: Date = new Date()): Promise<string | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    if (!(await claimMail(tx, bookingId, mail, now))) return null;
    const { id } = await enqueueMail(outgoing, tx);
    await tx.bookingMail.update({ where: { bookingId_kind_key: { bookingId, kind: mail.kind, key: mail.key } }, data: { outboxId: id } });
    return id;
  });
}

/** Makes a skip final (its moment came, or the stay was cancelled); a recorded mail stays as it is. */
export async function recordMailSkip(bookingId: string, mail: Pick<TimelineMail, "kind" | "key" | "scheduledAt">, reason: SkipReason | string): Promise<boolean> {
  const db = await getDb();
  const row = { bookingId, kind: mail.kind, key: mail.key, scheduledFor: mail.scheduledAt, state: "skipped" as const, reason };
  const inserted = await db.bookingMail.createMany({ data: [row], skipDuplicates: true });
  if (inserted.count === 1) return true;
  const updated = await db.bookingMail.updateMany({ where: { bookingId, kind: mail.kind, key: mail.key, state: "scheduled" }, data: { state: "skipped", reason } });
  return updated.count === 1;
}

export type PauseOutcome = { ok: true } | { ok: false; error: "bookingNotFound" | "mailNotFound" | "alreadyDone" };

/** The office pauses (or resumes) every mail of a booking; who and when are kept. */
export async function setBookingMailsPaused(input: { bookingId: string; paused: boolean; adminId: string; now?: Date }): Promise<PauseOutcome> {
  const db = await getDb();
  const { count } = await db.booking.updateMany({
    where: { id: input.bookingId },
    data: { mailsPaused: input.paused, mailsPausedById: input.adminId, mailsPausedAt: input.now ?? new Date() },
  });
  return count === 1 ? { ok: true } : { ok: false, error: "bookingNotFound" };
}

/**
 * The office pauses (or resumes) one mail not yet sent. A row holds the pause until the mail goes;
 * a mail already sent, failed or skipped cannot be paused ("alreadyDone"). The key must be the
 * booking's own and of this kind (the database checks the booking part too).
 */
export async function setMailPaused(input: { bookingId: string; kind: MailKind; key: string; paused: boolean; adminId: string; now?: Date }): Promise<PauseOutcome> {
  if (!input.key.startsWith(mailKey(input.bookingId, input.kind, ""))) return { ok: false, error: "mailNotFound" };
  const db = await getDb();
  const booking = await db.booking.findUnique({ where: { id: input.bookingId }, select: { id: true } });
  if (!booking) return { ok: false, error: "bookingNotFound" };
  const audit = { paused: input.paused, pausedById: input.adminId, pausedAt: input.now ?? new Date() };
  await db.bookingMail.createMany({ data: [{ bookingId: input.bookingId, kind: input.kind, key: input.key, state: "scheduled", ...audit }], skipDuplicates: true });
  const { count } = await db.bookingMail.updateMany({ where: { bookingId: input.bookingId, kind: input.kind, key: input.key, state: "scheduled" }, data: audit });
  return count === 1 ? { ok: true } : { ok: false, error: "alreadyDone" };
}
