import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  emptyQuoteRequest,
  PROJECT_TYPES,
  QUOTE_REQUEST_ERROR_KEYS,
  QUOTE_REQUEST_LIMITS,
  quoteRequestSchema,
  type QuoteRequestInput,
} from "./contact";

const valid: QuoteRequestInput = {
  name: "Anna Muster",
  email: "anna@example.com",
  phone: "",
  projectType: "renovation",
  message: "Please renovate our kitchen.",
  acceptTerms: true,
  website: "",
};

/** Field -> message keys of a parse, or null when it passes. */
function errorsOf(input: unknown): Record<string, string[]> | null {
  const result = quoteRequestSchema.safeParse(input);
  if (result.success) return null;
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return out;
}

describe("quoteRequestSchema", () => {
  it("accepts a complete request and trims what people type", () => {
    const parsed = quoteRequestSchema.parse({ ...valid, name: "  Anna  ", email: " anna@example.com ", phone: " 079 123 ", message: "  Please renovate.  " });
    expect(parsed).toMatchObject({ name: "Anna", email: "anna@example.com", phone: "079 123", message: "Please renovate." });
  });

  it("name: at least 2 characters after trimming, at most 100", () => {
    expect(errorsOf({ ...valid, name: "Al" })).toBeNull();
    expect(errorsOf({ ...valid, name: "A" })).toEqual({ name: ["nameTooShort"] });
    expect(errorsOf({ ...valid, name: " A " })).toEqual({ name: ["nameTooShort"] });
    expect(errorsOf({ ...valid, name: "" })).toEqual({ name: ["nameTooShort"] });
    expect(errorsOf({ ...valid, name: undefined })).toEqual({ name: ["nameTooShort"] });
    expect(errorsOf({ ...valid, name: "x".repeat(100) })).toBeNull();
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: ["nameTooLong"] });
  });

  it("email: a valid address, spaces around it forgiven", () => {
    for (const email of ["anna@example.com", "a.b+c@sub.example.ch", " anna@example.com "]) expect(errorsOf({ ...valid, email })).toBeNull();
    for (const email of ["", "anna", "anna@", "@example.com", "anna@example", "an na@example.com", undefined, 42]) {
      expect(errorsOf({ ...valid, email })?.email?.[0]).toBe("emailInvalid");
    }
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` })?.email?.[0]).toBe("emailInvalid");
  });

  it("phone: optional and free-form, at most 40 characters", () => {
    for (const phone of [undefined, "", "+41 (0)27 957 00 00", "call me after 6pm"]) expect(errorsOf({ ...valid, phone })).toBeNull();
    expect(errorsOf({ ...valid, phone: "1".repeat(40) })).toBeNull();
    expect(errorsOf({ ...valid, phone: "1".repeat(41) })).toEqual({ phone: ["phoneTooLong"] });
  });

  it("projectType: one of the six types", () => {
    for (const projectType of PROJECT_TYPES) expect(errorsOf({ ...valid, projectType })).toBeNull();
    for (const projectType of ["", "castle", undefined, null]) {
      expect(errorsOf({ ...valid, projectType })).toEqual({ projectType: ["projectTypeRequired"] });
    }
  });

  it("message: at least 10 characters after trimming, at most 5000", () => {
    expect(errorsOf({ ...valid, message: "1234567890" })).toBeNull();
    expect(errorsOf({ ...valid, message: "123456789" })).toEqual({ message: ["messageTooShort"] });
    expect(errorsOf({ ...valid, message: "   123456789   " })).toEqual({ message: ["messageTooShort"] });
    expect(errorsOf({ ...valid, message: undefined })).toEqual({ message: ["messageTooShort"] });
    expect(errorsOf({ ...valid, message: "x".repeat(5000) })).toBeNull();
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({ message: ["messageTooLong"] });
  });

  it("acceptTerms: must be true", () => {
    expect(errorsOf({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: ["termsRequired"] });
    expect(errorsOf({ ...valid, acceptTerms: undefined })).toEqual({ acceptTerms: ["termsRequired"] });
    expect(errorsOf({ ...valid, acceptTerms: "true" })).toEqual({ acceptTerms: ["termsRequired"] });
  });

  it("honeypot: any text passes validation (the action decides)", () => {
    expect(errorsOf({ ...valid, website: "https://spam.example" })).toBeNull();
    expect(errorsOf({ ...valid, website: undefined })).toBeNull();
  });

  it("reports each broken field once in the empty form", () => {
    expect(errorsOf(emptyQuoteRequest)).toEqual({
      name: ["nameTooShort"],
      email: ["emailInvalid"],
      projectType: ["projectTypeRequired"],
      message: ["messageTooShort"],
      acceptTerms: ["termsRequired"],
    });
  });

  it("uses only declared message keys", () => {
    const bad = { name: 1, email: 1, phone: 1, projectType: 1, message: 1, acceptTerms: 1 };
    for (const keys of Object.values(errorsOf(bad) ?? {})) {
      for (const key of keys) expect(QUOTE_REQUEST_ERROR_KEYS).toContain(key);
    }
  });
});

describe("the quote form's messages", () => {
  const load = (language: string) =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../messages", `${language}.json`), "utf8")) as {
      quoteForm: { errors: Record<string, string>; projectTypes: Record<string, string> };
    };

  it.each(["de", "en", "fr"])("%s has a text for every error key and project type", (language) => {
    const { errors, projectTypes } = load(language).quoteForm;
    expect(Object.keys(errors).sort()).toEqual([...QUOTE_REQUEST_ERROR_KEYS].sort());
    expect(Object.keys(projectTypes).sort()).toEqual([...PROJECT_TYPES].sort());
    // The limits are written out in the texts: keep them in step with the schema.
    expect(errors.nameTooLong).toContain(String(QUOTE_REQUEST_LIMITS.nameMax));
    expect(errors.phoneTooLong).toContain(String(QUOTE_REQUEST_LIMITS.phoneMax));
    expect(errors.messageTooLong).toContain(String(QUOTE_REQUEST_LIMITS.messageMax));
  });

  it("uses the spec's English wording", () => {
    const { errors, projectTypes } = load("en").quoteForm;
    expect(errors).toMatchObject({
      nameTooShort: "Name must be at least 2 characters",
      emailInvalid: "Please enter a valid email address",
      projectTypeRequired: "Please select a project type",
      messageTooShort: "Message must be at least 10 characters",
      termsRequired: "You must accept the terms and conditions",
    });
    expect(projectTypes).toEqual({
      "property-management": "Full Property Management",
      "online-presence": "Online Presence Optimization",
      renovation: "Renovation Services",
      "interior-design": "Interior Design",
      cleaning: "Cleaning & Maintenance",
      other: "Other",
    });
  });
});
