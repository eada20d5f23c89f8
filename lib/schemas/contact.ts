import { z } from "zod";

/**
 * The quote request of the contact page, shared by the form (zodResolver) and the server action.
 * Every message is a key of `quoteForm.errors` in messages/*.json: the form translates it in the
 * browser, the action in the caller's language, so both say the same words.
 */

export const PROJECT_TYPES = [
  "property-management",
  "online-presence",
  "renovation",
  "interior-design",
  "cleaning",
  "other",
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const QUOTE_REQUEST_ERROR_KEYS = [
  "nameTooShort",
  "nameTooLong",
  "emailInvalid",
  "phoneTooLong",
  "projectTypeRequired",
  "messageTooShort",
  "messageTooLong",
  "termsRequired",
  // Answers of the action rather than of a field:
  "rateLimited",
  "invalidRequest",
  "unexpected",
] as const;
export type QuoteRequestErrorKey = (typeof QUOTE_REQUEST_ERROR_KEYS)[number];

/** Typed shorthand so a misspelt key fails the type check instead of reaching a visitor. */
const error = (key: QuoteRequestErrorKey) => ({ error: key });

/** Upper bounds the spec does not name: they keep one request from filling the database. */
export const QUOTE_REQUEST_LIMITS = { nameMax: 100, emailMax: 254, phoneMax: 40, messageMax: 5000 } as const;

export const quoteRequestSchema = z.object({
  name: z.string(error("nameTooShort")).trim().min(2, error("nameTooShort")).max(QUOTE_REQUEST_LIMITS.nameMax, error("nameTooLong")),
  // Trimmed before the format check: a pasted address often brings a trailing space.
  email: z
    .string(error("emailInvalid"))
    .trim()
    .max(QUOTE_REQUEST_LIMITS.emailMax, error("emailInvalid"))
    .pipe(z.email(error("emailInvalid"))),
  // Optional and free-form on purpose (spec): owners write numbers in every national style.
  phone: z.string(error("phoneTooLong")).trim().max(QUOTE_REQUEST_LIMITS.phoneMax, error("phoneTooLong")).optional(),
  projectType: z.enum(PROJECT_TYPES, error("projectTypeRequired")),
  message: z
    .string(error("messageTooShort"))
    .trim()
    .min(10, error("messageTooShort"))
    .max(QUOTE_REQUEST_LIMITS.messageMax, error("messageTooLong")),
  acceptTerms: z.boolean(error("termsRequired")).refine((accepted) => accepted, error("termsRequired")),
  /**
   * Honeypot: hidden from people, filled in by bots that fill every field. Any text is valid so
   * a bot learns nothing from the answer (the request body limit of server actions bounds it);
   * the action drops requests that have one.
   */
  website: z.string().optional(),
});

/** What the form holds (before parsing). */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
/** What the action receives after parsing: trimmed, project type known, terms accepted. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * The form's own state: the select starts on its placeholder (""), which the schema refuses
 * with projectTypeRequired.
 */
export type QuoteRequestFormValues = Omit<QuoteRequestInput, "projectType"> & { projectType: ProjectType | "" };

export const emptyQuoteRequest: QuoteRequestFormValues = {
  name: "",
  email: "",
  phone: "",
  projectType: "",
  message: "",
  acceptTerms: false,
  website: "",
};
