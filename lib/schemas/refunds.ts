import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { ADMIN_REFUND_REASONS } from "@/lib/domain/refunds";

/**
 * An admin's refund from the booking view, shared by the dialog (zodResolver) and the action.
 * Messages are keys of `adminPayments.errors`.
 */
export const refundPaymentSchema = z.object({
  paymentId: z.uuid({ error: "paymentNotFound" }),
  /** CHF as typed ("120", "120.50"); the server converts it to Rappen once. */
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: "amountInvalid" }),
  reason: z.enum(ADMIN_REFUND_REASONS, { error: "reasonRequired" }),
  note: z.string().trim().max(500, { error: "noteTooLong" }),
  /** Also cancel the stay (in Smoobu too). Only for a live booking. */
  cancelStay: z.boolean(),
}).refine((r) => r.reason !== "other" || r.note.length > 0, { message: "noteRequired", path: ["note"] });
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;

/** Marks a ledger row's (or an offer's) attention note as handled. */
export const resolveAttentionSchema = z.union([z.object({ entryId: z.uuid() }), z.object({ offerId: z.uuid() })]);
export type ResolveAttentionInput = z.input<typeof resolveAttentionSchema>;

/** /admin/payments: filters from the URL; anything odd falls back to the default. */
export const PAYMENT_KIND_FILTERS = ["all", "payment", "refund", "dispute"] as const;
export const PAYMENT_STATUS_FILTERS = ["all", "succeeded", "inProgress", "failed", "open", "won", "lost"] as const;
export const PAYMENT_PROVIDER_FILTERS = ["all", "stripe", "local_test"] as const;
export const PAYMENTS_PAGE_SIZE = 50;
// A real calendar day in a sane range: "2026-02-30" or year 0 would pass a pattern and then fail
// in the date filter or the database.
const isoDay = z.string().refine((s) => isIsoDate(s) && s >= "1970-01-01" && s <= "2999-12-31");
export const paymentListQuerySchema = z.object({
  kind: z.enum(PAYMENT_KIND_FILTERS).catch("all"),
  status: z.enum(PAYMENT_STATUS_FILTERS).catch("all"),
  provider: z.enum(PAYMENT_PROVIDER_FILTERS).catch("all"),
  property: z.union([z.literal("all"), z.uuid()]).catch("all"),
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

/**
 * A bank transfer the office received for a booking (the booking view's form and the action).
 * The amount is what arrived, whatever is open: more or less is kept and shown (credit / open).
 * Messages are keys of `adminPayments.errors`.
 */
export const recordBankTransferSchema = z.object({
  bookingId: z.uuid({ error: "bookingNotFound" }),
  /** CHF as typed ("120", "120.50"); at least 0.01. */
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: "amountInvalid" }).refine((a) => Number(a) > 0, { error: "amountInvalid" }),
  /** The day the money reached the account (Europe/Zurich); not in the future (checked on the server). */
  receivedOn: z.string().trim().refine(isIsoDate, { error: "dateInvalid" }),
  note: z.string().trim().max(500, { error: "noteTooLong" }),
});
export type RecordBankTransferInput = z.input<typeof recordBankTransferSchema>;
