import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";

/**
 * The query of GET /api/quote. Messages are keys of the `quote` namespace in messages/*.json:
 * the route handler translates them into the caller's language.
 */
const isoDate = z.string({ message: "invalidDate" }).refine(isIsoDate, { message: "invalidDate" });

/** A guest count from the query string: absent or empty means "not given" (the default applies). */
const count = (min: number, tooSmall: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : Number(v.trim())))
    .pipe(z.number({ message: "countInvalid" }).int({ message: "countInvalid" }).min(min, { message: tooSmall }).max(1000, { message: "countInvalid" }).optional());

export const quoteQuerySchema = z
  .object({
    property: z.string({ message: "propertyRequired" }).trim().min(1, { message: "propertyRequired" }).max(200, { message: "propertyRequired" }),
    checkIn: isoDate,
    checkOut: isoDate,
    adults: count(1, "adultsMin").transform((v) => v ?? 1),
    children6to16: count(0, "countInvalid").transform((v) => v ?? 0),
    children3to5: count(0, "countInvalid").transform((v) => v ?? 0),
    babies: count(0, "countInvalid").transform((v) => v ?? 0),
  })
  .refine((q) => !isIsoDate(q.checkIn) || !isIsoDate(q.checkOut) || q.checkOut > q.checkIn, {
    message: "checkOutAfterCheckIn",
    path: ["checkOut"],
  });

export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const QUOTE_MESSAGE_KEYS = [
  "invalidDate",
  "checkOutAfterCheckIn",
  "outsideWindow",
  "adultsMin",
  "countInvalid",
  "tooManyGuests",
  "propertyRequired",
  "propertyNotFound",
  "cannotPrice",
  "invalidRequest",
  "unexpected",
] as const;
export type QuoteMessageKey = (typeof QUOTE_MESSAGE_KEYS)[number];

/** Field -> message key, first problem per field. */
export function quoteFieldErrors(error: z.ZodError): Record<string, QuoteMessageKey> {
  const out: Record<string, QuoteMessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "request");
    const key = (QUOTE_MESSAGE_KEYS as readonly string[]).includes(issue.message) ? (issue.message as QuoteMessageKey) : "invalidRequest";
    out[field] ??= key;
  }
  return out;
}
