import { isIBANValid } from "swissqrbill/utils";
import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";

/**
 * The office's settings that receipts and QR-bills read (issue 32): who the office is (a
 * structured address, as the QR-bill standard 2.3 requires), its bank account, and its VAT
 * registration with the rates by date. Rates and rounding are data the office changes, never
 * code: the accommodation rate (3.8 % in 2026) is set by law until the end of 2027 only.
 * Every message is a key of `receipt.errors` in messages/*.json.
 */

export const RECEIPT_SETTINGS_ERROR_KEYS = [
  "required",
  "tooLong",
  "countryInvalid",
  "emailInvalid",
  "ibanInvalid",
  "qrPrefixInvalid",
  "vatNumberInvalid",
  "vatRateInvalid",
  "vatDateInvalid",
  "vatDatesRepeated",
  "vatRatesMissing",
  "vatRoundingInvalid",
] as const;
export type ReceiptSettingsErrorKey = (typeof RECEIPT_SETTINGS_ERROR_KEYS)[number];

const error = (key: ReceiptSettingsErrorKey) => ({ error: key });

/** A text field of the QR-bill's structured address, with the standard's maximum length. */
const addressText = (max: number) => z.string(error("required")).trim().min(1, error("required")).max(max, error("tooLong"));

/**
 * A structured postal address (QR-bill standard 2.3, type "S"): street and building number apart,
 * postcode and town apart, the country as ISO 3166 alpha-2. Lengths are the standard's.
 */
export const postalAddressSchema = z.object({
  name: addressText(70),
  street: addressText(70),
  buildingNumber: z.string(error("tooLong")).trim().max(16, error("tooLong")).optional(),
  postalCode: addressText(16),
  town: addressText(35),
  country: z
    .string(error("countryInvalid"))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, error("countryInvalid")),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The UID's check digit (eCH-0097): weights 5 4 3 2 7 6 5 4 on the first eight digits, modulo 11. */
function uidCheckDigitValid(digits: string): boolean {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/**
 * A Swiss VAT number as the office types it: "CHE-123.456.789 MWST" (or TVA, IVA, or without the
 * suffix; dots, dashes and spaces optional). Stored as "CHE-123.456.789"; the receipt adds the
 * suffix of its language (MWST, TVA, VAT). The UID's check digit is verified.
 */
export const vatNumberSchema = z
  .string(error("vatNumberInvalid"))
  .trim()
  .transform((text) => text.toUpperCase().replace(/[\s.-]/g, ""))
  .pipe(z.string().regex(/^CHE\d{9}(MWST|TVA|IVA)?$/, error("vatNumberInvalid")))
  .refine((text) => uidCheckDigitValid(text.slice(3, 12)), error("vatNumberInvalid"))
  .transform((text) => `CHE-${text.slice(3, 6)}.${text.slice(6, 9)}.${text.slice(9, 12)}`);

/** A VAT rate in percent with up to two decimals ("3.8", 8.1), kept as hundredths of a percent (380, 810). */
const vatRatePercent = z
  .union([z.string(), z.number()], error("vatRateInvalid"))
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, error("vatRateInvalid")))
  .transform((text) => {
    const [whole, fraction = ""] = text.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });

/**
 * The rates in force from a date: `accommodation` for lodging and the cleaning tied to the stay,
 * `standard` for everything else that is taxed (SaastalCard, add-ons). Hundredths of a percent.
 */
export const vatRatesSchema = z.object({
  validFrom: z.string(error("vatDateInvalid")).refine(isIsoDate, error("vatDateInvalid")),
  accommodation: vatRatePercent,
  standard: vatRatePercent,
});
export type VatRates = z.output<typeof vatRatesSchema>;

export const receiptSettingsSchema = z
  .object({
    office: postalAddressSchema.extend({
      email: z.string(error("emailInvalid")).trim().max(254, error("emailInvalid")).pipe(z.email(error("emailInvalid"))).optional(),
      phone: z.string(error("tooLong")).trim().max(40, error("tooLong")).optional(),
      website: z.string(error("tooLong")).trim().max(100, error("tooLong")).optional(),
    }),
    /** A Swiss (CH) or Liechtenstein (LI) IBAN or QR-IBAN: the one decides the reference kind. */
    iban: z
      .string(error("ibanInvalid"))
      .transform((text) => text.replace(/\s+/g, "").toUpperCase())
      .refine((iban) => /^(CH|LI)\d{7}[0-9A-Z]{12}$/.test(iban) && isIBANValid(iban), error("ibanInvalid")),
    /** The customer prefix some banks assign for QR references (0-6 digits). */
    qrPrefix: z
      .string(error("qrPrefixInvalid"))
      .trim()
      .regex(/^\d{0,6}$/, error("qrPrefixInvalid"))
      .default(""),
    /** Without a VAT number the office is not registered: receipts show no VAT at all. */
    vatNumber: z.union([z.literal("").transform(() => null), z.null(), vatNumberSchema]).default(null),
    vatRates: z.array(vatRatesSchema).default([]),
    /** The step the VAT contained is rounded to, in Rappen: 1 (exact) or 5 (commercial rounding). */
    vatRoundingRappen: z.union([z.literal(1), z.literal(5)], error("vatRoundingInvalid")).default(1),
  })
  .superRefine((settings, ctx) => {
    const dates = settings.vatRates.map((rate) => rate.validFrom);
    if (new Set(dates).size !== dates.length) ctx.addIssue({ code: "custom", path: ["vatRates"], message: "vatDatesRepeated" });
    if (settings.vatNumber !== null && settings.vatRates.length === 0) ctx.addIssue({ code: "custom", path: ["vatRates"], message: "vatRatesMissing" });
  });
export type ReceiptSettingsInput = z.input<typeof receiptSettingsSchema>;
export type ReceiptSettings = z.output<typeof receiptSettingsSchema>;

/**
 * Swiss VAT rates from 1 January 2024 (ESTV; /work/shared/docs/SWISS-DUTIES.md): 3.8 %
 * accommodation, 8.1 % standard. A starting value for the office's settings, not a rule: the office
 * adds a row when the law changes.
 */
export const SWISS_VAT_RATES_2024: z.input<typeof vatRatesSchema> = { validFrom: "2024-01-01", accommodation: "3.8", standard: "8.1" };
