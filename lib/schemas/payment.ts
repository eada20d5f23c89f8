import { z } from "zod";

/**
 * Paying the open amount: the browser names the booking only. The amount is never part of the
 * input; the server computes it. Messages are keys of `payment.errors`.
 */
export const payOpenAmountSchema = z.object({ bookingId: z.uuid({ error: "bookingNotFound" }) });
export type PayOpenAmountInput = z.input<typeof payOpenAmountSchema>;

/** Paying through a pay link: the token is the whole authority (lib/data/booking-links.ts). */
export const payByLinkSchema = z.object({ token: z.string({ error: "linkInvalid" }).regex(/^[A-Za-z0-9_-]{43}$/, { error: "linkInvalid" }) });
export type PayByLinkInput = z.input<typeof payByLinkSchema>;

/** The built-in test payment page's two buttons. */
export const testPaymentSchema = z.object({
  sessionId: z.string().regex(/^cs_local_[A-Za-z0-9_-]{16,64}$/, { error: "paymentClosed" }),
  outcome: z.enum(["pay", "cancel"]),
});

/**
 * The office says who collects a channel stay's money (lib/domain/channel-collection.ts): through
 * us (throughUs) or, back to normal, the channel. Messages are keys of `adminPayments.errors`.
 */
export const setCollectionSchema = z.object({ bookingId: z.uuid({ error: "bookingNotFound" }), throughUs: z.boolean({ error: "invalidRequest" }) });
export type SetCollectionInput = z.input<typeof setCollectionSchema>;
