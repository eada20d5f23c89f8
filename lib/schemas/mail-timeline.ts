import { z } from "zod";
import { MAIL_KINDS } from "@/lib/domain/mail-timeline";

// The office's actions on a booking's mail timeline and payment schedule (admin booking view).
// Messages are keys of `adminTimeline.errors`.

const bookingId = z.uuid({ error: "bookingNotFound" });
const kind = z.enum(MAIL_KINDS, { error: "mailNotFound" });
/** `${bookingId}:${kind}:${point}`; the data layer checks it is the booking's own. */
const key = z.string({ error: "mailNotFound" }).min(1, { error: "mailNotFound" }).max(200, { error: "mailNotFound" });
const flag = z.boolean({ error: "invalidRequest" });

/** A calendar day "YYYY-MM-DD" that exists (no 31 February). */
const isoDay = z.string({ error: "dueDateInvalid" }).refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: "dueDateInvalid" });

export const setMailPausedSchema = z.object({ bookingId, kind, key, paused: flag });
export const setBookingMailsPausedSchema = z.object({ bookingId, paused: flag });
export const resendMailSchema = z.object({ bookingId, key });
/** null: back to the house's rule. */
export const moveDueDateSchema = z.object({ bookingId, dueDate: isoDay.nullable() });
export const waiveRemindersSchema = z.object({ bookingId, waived: flag });

export type SetMailPausedInput = z.input<typeof setMailPausedSchema>;
export type MoveDueDateInput = z.input<typeof moveDueDateSchema>;
