import { z } from "zod";
import { ROLES } from "@/lib/domain/roles";
import { withoutControlCharacters } from "@/lib/domain/control-characters";

/**
 * /admin/users: the list query and the Add/Edit User dialogs, shared by the dialogs and the
 * admin actions. Messages are keys of `adminUsers.errors`.
 */

export const ADMIN_USER_ERROR_KEYS = [
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "firstNameRequired",
  "lastNameRequired",
  "nameTooLong",
  "phoneTooLong",
  "rolesRequired",
  "colorInvalid",
  "emailTaken",
  "cannotRemoveOwnAdmin",
  "cannotDeactivateSelf",
  "userNotFound",
  "invalidRequest",
  "unexpected",
] as const;
type AdminUserErrorKey = (typeof ADMIN_USER_ERROR_KEYS)[number];
const error = (key: AdminUserErrorKey) => ({ error: key });

export const USER_STATUSES = ["active", "inactive"] as const;
export const ROLE_FILTERS = ["all", ...ROLES] as const;
export const STATUS_FILTERS = ["all", ...USER_STATUSES] as const;
export const USERS_PAGE_SIZE = 20;

/** The list's search, filters and page, as they come from the URL (anything odd falls back). */
export const userListQuerySchema = z.object({
  // Control characters (a NUL PostgreSQL refuses) are dropped, not searched for.
  q: z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(100)).catch(""),
  role: z.enum(ROLE_FILTERS).catch("all"),
  status: z.enum(STATUS_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

const requiredName = (key: AdminUserErrorKey) => z.string(error(key)).trim().min(1, error(key)).max(100, error("nameTooLong"));
const roles = z.array(z.enum(ROLES, error("rolesRequired")), error("rolesRequired")).min(1, error("rolesRequired"));

export const createUserSchema = z.object({
  email: z
    .string(error("emailRequired"))
    .trim()
    .min(1, error("emailRequired"))
    .max(254, error("emailInvalid"))
    .pipe(z.email(error("emailInvalid")))
    .transform((e) => e.toLowerCase()),
  // Spec: admin-created accounts need at least 6 characters (the user can change it later).
  password: z.string(error("passwordRequired")).min(1, { ...error("passwordRequired"), abort: true }).min(6, error("passwordTooShort")).max(128, error("passwordTooLong")),
  firstName: requiredName("firstNameRequired"),
  lastName: requiredName("lastNameRequired"),
  roles,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  id: z.uuid(error("userNotFound")),
  firstName: requiredName("firstNameRequired"),
  lastName: requiredName("lastNameRequired"),
  phone: z.string(error("invalidRequest")).trim().max(40, error("phoneTooLong")),
  roles,
  status: z.enum(USER_STATUSES, error("invalidRequest")),
  color: z.union([z.literal(""), z.string().regex(/^#[0-9a-fA-F]{6}$/, error("colorInvalid"))], error("colorInvalid")),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
