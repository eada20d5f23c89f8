import { describe, expect, it } from "vitest";
import { receiptSettingsSchema, SWISS_VAT_RATES_2024, vatNumberSchema, type ReceiptSettingsInput } from "./receipt";

const office = { name: "Saastal Chalets GmbH", street: "Obere Gasse", buildingNumber: "12", postalCode: "3906", town: "Saas-Fee", country: "ch" };
const valid: ReceiptSettingsInput = { office, iban: "CH44 3199 9123 0008 8901 2" };

/** The error keys zod reports for an input, by path. */
function errors(input: unknown): string[] {
  const result = receiptSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("vatNumberSchema", () => {
  it.each([
    ["CHE-123.456.788 MWST", "CHE-123.456.788"],
    ["CHE-123.456.788 TVA", "CHE-123.456.788"],
    ["CHE-123.456.788 IVA", "CHE-123.456.788"],
    ["CHE-123.456.788", "CHE-123.456.788"],
    ["che123456788mwst", "CHE-123.456.788"],
    [" CHE 123 456 788 ", "CHE-123.456.788"],
  ])("reads %j as %s", (text, stored) => {
    expect(vatNumberSchema.parse(text)).toBe(stored);
  });

  it.each([
    "CHE-123.456.789 MWST", // wrong check digit (eCH-0097: 8)
    "CHE-123.456.78",
    "CHE-123.456.7888",
    "DE-123.456.788",
    "CHE-123.456.788 VAT",
    "123.456.788",
    "",
  ])("refuses %j", (text) => {
    const result = vatNumberSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("vatNumberInvalid");
  });

  it("refuses the UIDs whose check digit would be 10", () => {
    // 1234567 1: 5+8+9+8+35+36+35+4 = 140 = 12 × 11 + 8, check 11 − 8 = 3.
    expect(vatNumberSchema.safeParse("CHE-123.456.713").success).toBe(true);
    // 0000000 3: 3 × 4 = 12 = 11 + 1, check 11 − 1 = 10: no digit, so no UID has these eight digits.
    for (let check = 0; check <= 9; check++) expect(vatNumberSchema.safeParse(`CHE-000.000.03${check}`).success).toBe(false);
  });
});

describe("receiptSettingsSchema", () => {
  it("takes an office without VAT: no number, no rates, exact rounding", () => {
    const settings = receiptSettingsSchema.parse(valid);
    expect(settings.vatNumber).toBeNull();
    expect(settings.vatRates).toEqual([]);
    expect(settings.vatRoundingRappen).toBe(1);
    expect(settings.iban).toBe("CH4431999123000889012");
    expect(settings.office.country).toBe("CH");
    expect(settings.qrPrefix).toBe("");
  });

  it("an empty VAT number is no VAT number", () => {
    expect(receiptSettingsSchema.parse({ ...valid, vatNumber: "" }).vatNumber).toBeNull();
  });

  it("reads the rates as hundredths of a percent, from text or numbers", () => {
    const settings = receiptSettingsSchema.parse({
      ...valid,
      vatNumber: "CHE-123.456.788 MWST",
      vatRates: [SWISS_VAT_RATES_2024, { validFrom: "2028-01-01", accommodation: 4.2, standard: "8.45" }],
      vatRoundingRappen: 5,
    });
    expect(settings.vatRates).toEqual([
      { validFrom: "2024-01-01", accommodation: 380, standard: 810 },
      { validFrom: "2028-01-01", accommodation: 420, standard: 845 },
    ]);
    expect(settings.vatNumber).toBe("CHE-123.456.788");
  });

  it.each([
    [{ ...valid, vatNumber: "CHE-123.456.788" }, "vatRates:vatRatesMissing"],
    [{ ...valid, vatRates: [SWISS_VAT_RATES_2024, SWISS_VAT_RATES_2024] }, "vatRates:vatDatesRepeated"],
    [{ ...valid, vatRates: [{ ...SWISS_VAT_RATES_2024, accommodation: "3,8" }] }, "vatRates.0.accommodation:vatRateInvalid"],
    [{ ...valid, vatRates: [{ ...SWISS_VAT_RATES_2024, standard: "100" }] }, "vatRates.0.standard:vatRateInvalid"],
    [{ ...valid, vatRates: [{ ...SWISS_VAT_RATES_2024, standard: -8.1 }] }, "vatRates.0.standard:vatRateInvalid"],
    [{ ...valid, vatRates: [{ ...SWISS_VAT_RATES_2024, validFrom: "2024-02-30" }] }, "vatRates.0.validFrom:vatDateInvalid"],
    [{ ...valid, iban: "CH44 3199 9123 0008 8901 3" }, "iban:ibanInvalid"],
    [{ ...valid, iban: "DE89 3704 0044 0532 0130 00" }, "iban:ibanInvalid"],
    [{ ...valid, qrPrefix: "1234567" }, "qrPrefix:qrPrefixInvalid"],
    [{ ...valid, office: { ...office, country: "CHE" } }, "office.country:countryInvalid"],
    [{ ...valid, office: { ...office, street: " " } }, "office.street:required"],
    [{ ...valid, office: { ...office, town: "x".repeat(36) } }, "office.town:tooLong"],
    [{ ...valid, office: { ...office, email: "not-an-address" } }, "office.email:emailInvalid"],
    [{ ...valid, vatRoundingRappen: 10 }, "vatRoundingRappen:vatRoundingInvalid"],
  ] as const)("refuses %j with %s", (input, expected) => {
    expect(errors(input)).toContain(expected);
  });

  it("accepts a Liechtenstein IBAN and an ordinary Swiss IBAN", () => {
    expect(errors({ ...valid, iban: "LI21 0881 0000 2324 013A A" })).toEqual([]);
    expect(errors({ ...valid, iban: "CH93 0076 2011 6238 5295 7" })).toEqual([]);
  });
});
