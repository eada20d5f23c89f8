import { z } from "zod";

/**
 * Paying the open amount: the browser names the booking only. The amount is never part of the
 * input; the server computes it. Messages are keys of `payment.errors`.
 */
export const payOpenAmountSchema = z.object({ bookingId: z.uuid({ error: "bookingNotFound" }) });
export type PayOpenAmountInput = z.input<typeof payOpenAmountSchema>;

/** The built-in test payment page's two buttons. */
export const testPaymentSchema = z.object({
  sessionId: z.string().regex(/^cs_local_[A-Za-z0-9_-]{16,64}$/, { error: "paymentClosed" }),
  outcome: z.enum(["pay", "cancel"]),
});
