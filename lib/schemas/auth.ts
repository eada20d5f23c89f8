import { z } from "zod";

/**
 * Sign-in, sign-up and password-reset shapes, shared by the forms (zodResolver) and the server
 * actions. Every message is a key of `auth.errors` in messages/*.json.
 */

export const AUTH_ERROR_KEYS = [
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordsDoNotMatch",
  "firstNameRequired",
  "lastNameRequired",
  "nameTooLong",
  // Answers of the actions rather than of a field:
  "invalidCredentials",
  "emailNotVerified",
  "accountInactive",
  "rateLimited",
  "linkInvalid",
  "signInRequired",
  "forbidden",
  "googleUnavailable",
  "invalidRequest",
  "unexpected",
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

const error = (key: AuthErrorKey) => ({ error: key });

/** OWASP: at least 8 characters for self-chosen passwords; the upper bound keeps hashing cheap. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export const emailSchema = z
  .string(error("emailRequired"))
  .trim()
  .min(1, error("emailRequired"))
  .max(EMAIL_MAX, error("emailInvalid"))
  .pipe(z.email(error("emailInvalid")))
  // The users table compares case-insensitively (citext); lower case keeps rate-limit keys and mails uniform.
  .transform((email) => email.toLowerCase());

const newPassword = z
  .string(error("passwordRequired"))
  .min(1, { ...error("passwordRequired"), abort: true })
  .min(PASSWORD_MIN, error("passwordTooShort"))
  .max(PASSWORD_MAX, error("passwordTooLong"));

const personName = (requiredKey: AuthErrorKey) =>
  z.string(error(requiredKey)).trim().min(1, error(requiredKey)).max(NAME_MAX, error("nameTooLong"));

export const signInSchema = z.object({
  email: emailSchema,
  // No length rule on sign-in: an old password of another length must still be checkable.
  password: z.string(error("passwordRequired")).min(1, error("passwordRequired")).max(PASSWORD_MAX, error("passwordTooLong")),
});
export type SignInInput = z.input<typeof signInSchema>;

/** The form shows the mismatch as soon as the fields differ; the server checks it again. */
const confirmed = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordsDoNotMatch" });
  }
};

export const signUpSchema = z
  .object({
    firstName: personName("firstNameRequired"),
    lastName: personName("lastNameRequired"),
    email: emailSchema,
    password: newPassword,
    confirmPassword: z.string(error("passwordRequired")).min(1, error("passwordRequired")),
  })
  .superRefine(confirmed);
export type SignUpInput = z.input<typeof signUpSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const resendVerificationSchema = z.object({ email: emailSchema });

/** Single-use links carry 256 random bits as base64url: 43 characters. */
export const linkTokenSchema = z.string(error("linkInvalid")).regex(/^[A-Za-z0-9_-]{43}$/, error("linkInvalid"));

export const resetPasswordSchema = z
  .object({
    token: linkTokenSchema,
    password: newPassword,
    confirmPassword: z.string(error("passwordRequired")).min(1, error("passwordRequired")),
  })
  .superRefine(confirmed);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
