import { z } from "zod";

// Inputs of the sync actions (admin). Messages are keys of sync.errors.

/** 'Import Single Booking': the numeric Smoobu id as typed (bookings.smoobu_booking_id is an int4). */
export const importBookingSchema = z.object({
  bookingId: z
    .string()
    .trim()
    .min(1, "bookingIdRequired")
    // Piped so that an empty field gets only "required", not "invalid" as well.
    .pipe(z.string().refine((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647, "bookingIdInvalid")),
});
export type ImportBooking = z.infer<typeof importBookingSchema>;

/** A run by id, or (without one) the active historical run, so the panel finds it after a reload. */
/** A run by id, or the active-else-latest run of a kind the admin can start and follow. */
export const followedSyncKinds = ["bookings_history", "reconcile"] as const;
export const syncProgressQuerySchema = z.object({ runId: z.uuid().optional(), kind: z.enum(followedSyncKinds).default("bookings_history") });

/** What the admin panel shows of a run. */
export interface SyncProgress {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  total: number;
  done: number;
  failed: number;
}

export const devWebhookActionSchema = z.object({ action: z.enum(["newReservation", "updateReservation", "cancelReservation"]) });
