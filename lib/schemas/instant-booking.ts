import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";

/**
 * 'Reserve' on a property page: the stay only. Prices never come from the browser; the server
 * recomputes them. Messages are keys of `instantBooking.errors`.
 */
const count = (min: number) => z.number({ error: "invalidRequest" }).int({ error: "invalidRequest" }).min(min, { error: "invalidRequest" }).max(60, { error: "invalidRequest" });
const isoDate = z.string({ error: "datesRequired" }).refine(isIsoDate, { error: "datesRequired" });

export const instantBookingSchema = z
  .object({
    slug: z.string().trim().min(1).max(200),
    checkIn: isoDate,
    checkOut: isoDate,
    adults: count(1),
    children6To16: count(0),
    children3To5: count(0),
    babies: count(0),
  })
  .refine((s) => s.checkOut > s.checkIn, { error: "datesRequired", path: ["checkOut"] });
export type InstantBookingInput = z.infer<typeof instantBookingSchema>;
