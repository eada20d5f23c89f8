import { z } from "zod";

/** The personal-info form of /profile, shared by the form and updateProfileAction. Keys of account.errors. */
export const PROFILE_ERROR_KEYS = ["firstNameTooLong", "lastNameTooLong", "fieldTooLong", "invalidRequest", "unexpected"] as const;
type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];
const error = (key: ProfileErrorKey) => ({ error: key });

/** Optional free text: trimmed, empty becomes null in the database. */
const text = (max: number, key: ProfileErrorKey = "fieldTooLong") => z.string(error("invalidRequest")).trim().max(max, error(key));

export const profileSchema = z.object({
  firstName: text(100, "firstNameTooLong"),
  lastName: text(100, "lastNameTooLong"),
  phone: text(40),
  address: text(200),
  zip: text(20),
  city: text(100),
  country: text(100),
  companyName: text(200),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export const PROFILE_FIELDS = ["firstName", "lastName", "phone", "address", "zip", "city", "country", "companyName"] as const satisfies readonly (keyof Profile)[];
