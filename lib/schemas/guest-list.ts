import { z } from "zod";
import { isIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";

/**
 * The guest list of a booking (/my-bookings/{id}): the add/edit dialog and the guest actions
 * share these schemas. Messages are keys of `guestList.errors`.
 */

export const GUEST_LIST_ERROR_KEYS = [
  "firstNameRequired",
  "lastNameRequired",
  "nameTooLong",
  "dateOfBirthRequired",
  "dateOfBirthInvalid",
  "dateOfBirthFuture",
  "emailInvalid",
  "bookingNotFound",
  "guestListNotRequested",
  "guestNotFound",
  "invalidRequest",
  "unexpected",
] as const;
type GuestListErrorKey = (typeof GUEST_LIST_ERROR_KEYS)[number];
const error = (key: GuestListErrorKey) => ({ error: key });

const requiredName = (key: GuestListErrorKey) => z.string(error(key)).trim().min(1, error(key)).max(100, error("nameTooLong"));

/** The form's fields. The date is "YYYY-MM-DD" (an <input type="date"> value); today in Saas-Fee is the latest allowed. */
export const guestSchema = z.object({
  firstName: requiredName("firstNameRequired"),
  lastName: requiredName("lastNameRequired"),
  dateOfBirth: z
    .string(error("dateOfBirthRequired"))
    .trim()
    .min(1, { ...error("dateOfBirthRequired"), abort: true })
    .refine(isIsoDate, { ...error("dateOfBirthInvalid"), abort: true })
    .refine((d) => d >= "1900-01-01", error("dateOfBirthInvalid"))
    // Evaluated at validation time, so a form left open over midnight still checks the current day.
    .refine((d) => d <= todayIn(SITE_TIME_ZONE, new Date()), error("dateOfBirthFuture")),
  email: z
    .string(error("emailInvalid"))
    .trim()
    .max(254, error("emailInvalid"))
    .refine((e) => e === "" || z.email().safeParse(e).success, error("emailInvalid")),
});
export type GuestInput = z.input<typeof guestSchema>;
export type Guest = z.output<typeof guestSchema>;
export const GUEST_FIELDS = ["firstName", "lastName", "dateOfBirth", "email"] as const satisfies readonly (keyof Guest)[];

const bookingId = z.uuid(error("bookingNotFound"));
const guestId = z.uuid(error("guestNotFound"));

export const addGuestSchema = guestSchema.extend({ bookingId });
export const updateGuestSchema = guestSchema.extend({ bookingId, guestId });
export const removeGuestSchema = z.object({ bookingId, guestId });
