import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { VILLAGES } from "@/lib/domain/search";

/**
 * The listing's availability search, shared by the search bar and GET /api/search. Messages are
 * keys of `search.errors`. Dates come as a pair or not at all.
 */
export const SEARCH_ERROR_KEYS = ["invalidDate", "datesIncomplete", "checkOutAfterCheckIn", "outsideWindow", "guestsInvalid", "invalidRequest", "unexpected"] as const;
export type SearchErrorKey = (typeof SEARCH_ERROR_KEYS)[number];

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isIsoDate(v), { message: "invalidDate" });

export const searchQuerySchema = z
  .object({
    village: z.enum(["all", ...VILLAGES], { message: "invalidRequest" }).optional().transform((v) => v ?? "all"),
    checkIn: optionalDate,
    checkOut: optionalDate,
    guests: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === "" ? 1 : Number(v)))
      .pipe(z.number({ message: "guestsInvalid" }).int({ message: "guestsInvalid" }).min(1, { message: "guestsInvalid" }).max(100, { message: "guestsInvalid" })),
  })
  .superRefine((q, ctx) => {
    if (Boolean(q.checkIn) !== Boolean(q.checkOut)) ctx.addIssue({ code: "custom", path: [q.checkIn ? "checkOut" : "checkIn"], message: "datesIncomplete" });
    else if (q.checkIn && q.checkOut && isIsoDate(q.checkIn) && isIsoDate(q.checkOut) && q.checkOut <= q.checkIn) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "checkOutAfterCheckIn" });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Field -> message key, the first problem of each field. */
export function searchFieldErrors(error: z.ZodError): Record<string, SearchErrorKey> {
  const out: Record<string, SearchErrorKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "request");
    out[field] ??= (SEARCH_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as SearchErrorKey) : "invalidRequest";
  }
  return out;
}

// Kept in a zod-free module: the listing reads it while hydrating, and zod is ~30 KB gzip.
export { searchFromParams } from "@/lib/domain/search-params";
