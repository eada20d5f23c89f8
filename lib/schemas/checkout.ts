import { z } from "zod";

/**
 * The guest details of the offer checkout, shared by the form (zodResolver) and the server action.
 * Every message is a key of `checkout.errors` in messages/*.json, translated on both sides.
 */

export const CHECKOUT_COUNTRIES = [
  "CH", "DE", "AT", "FR", "IT", "NL", "BE", "GB", "US", "CA", "other",
] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

export const CHECKOUT_ERROR_KEYS = [
  "firstNameTooShort",
  "lastNameTooShort",
  "emailInvalid",
  "phoneTooShort",
  "streetTooShort",
  "postalCodeTooShort",
  "cityTooShort",
  "countryRequired",
  "termsRequired",
  "tooLong",
  // Answers of the action rather than of a field:
  "offerNotFound",
  "offerExpired",
  "alreadyPaid",
  "datesUnavailable",
  "datesHeld",
  "sessionFailed",
  "tooManyHolds",
  "tooManyHouses",
  "tooManyNights",
  "holdRenewalLimit",
  "paymentInProgress",
  "paymentProcessing",
  "invalidRequest",
  "unexpected",
] as const;
export type CheckoutErrorKey = (typeof CHECKOUT_ERROR_KEYS)[number];

const error = (key: CheckoutErrorKey) => ({ error: key });
const text = (min: number, key: CheckoutErrorKey, max = 200) =>
  z.string(error(key)).trim().min(min, error(key)).max(max, error("tooLong"));

export const guestDetailsSchema = z.object({
  firstName: text(2, "firstNameTooShort"),
  lastName: text(2, "lastNameTooShort"),
  email: z.email(error("emailInvalid")).max(254, error("tooLong")),
  phone: text(10, "phoneTooShort", 40),
  street: text(5, "streetTooShort"),
  postalCode: text(4, "postalCodeTooShort", 20),
  city: text(2, "cityTooShort"),
  country: z.enum(CHECKOUT_COUNTRIES, error("countryRequired")),
  specialRequests: z.string().trim().max(2000, error("tooLong")).optional().default(""),
  // A boolean (not literal true) so the form can start unchecked; only true passes.
  agreeTerms: z.boolean(error("termsRequired")).refine((v) => v, error("termsRequired")),
});
export type GuestDetails = z.infer<typeof guestDetailsSchema>;
export type GuestDetailsInput = z.input<typeof guestDetailsSchema>;

/** The action's input: the offer's token (the capability) and the details. */
export const startCheckoutSchema = guestDetailsSchema.extend({
  token: z.string(error("offerNotFound")).min(16, error("offerNotFound")).max(200, error("offerNotFound")),
});
export type StartCheckoutInput = z.infer<typeof startCheckoutSchema>;
