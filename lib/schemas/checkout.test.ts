import { describe, expect, it } from "vitest";
import { guestDetailsSchema, startCheckoutSchema } from "./checkout";

const valid = {
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.ch",
  phone: "+41 79 123 45 67",
  street: "Dorfstrasse 1",
  postalCode: "3906",
  city: "Saas-Fee",
  country: "CH",
  agreeTerms: true,
};

function errorsOf(input: unknown): Record<string, string[] | undefined> {
  const result = guestDetailsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe("guestDetailsSchema", () => {
  it("accepts complete details; special requests are optional", () => {
    expect(guestDetailsSchema.parse(valid).specialRequests).toBe("");
  });
  it("names every field rule with its key", () => {
    const errors = errorsOf({ firstName: "A", lastName: "B", email: "x", phone: "123", street: "abc", postalCode: "12", city: "Z", country: "XX", agreeTerms: false });
    expect(errors).toEqual({
      firstName: ["firstNameTooShort"],
      lastName: ["lastNameTooShort"],
      email: ["emailInvalid"],
      phone: ["phoneTooShort"],
      street: ["streetTooShort"],
      postalCode: ["postalCodeTooShort"],
      city: ["cityTooShort"],
      country: ["countryRequired"],
      agreeTerms: ["termsRequired"],
    });
  });
  it("counts trimmed lengths and rejects missing fields with the same keys", () => {
    expect(errorsOf({ ...valid, firstName: "  A  " }).firstName).toEqual(["firstNameTooShort"]);
    expect(errorsOf({}).agreeTerms).toEqual(["termsRequired"]);
    expect(errorsOf({}).firstName).toEqual(["firstNameTooShort"]);
  });
  it("requires a token in the action's input", () => {
    expect(startCheckoutSchema.safeParse({ ...valid, token: "short" }).success).toBe(false);
    expect(startCheckoutSchema.safeParse({ ...valid, token: "t".repeat(43) }).success).toBe(true);
  });
});
