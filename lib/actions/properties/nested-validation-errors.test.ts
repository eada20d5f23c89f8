import { describe, expect, it } from "vitest";
import { flattenNestedValidationErrors } from "./nested-validation-errors";

describe("flattenNestedValidationErrors", () => {
  it("gives every level a dotted path", () => {
    expect(
      flattenNestedValidationErrors({
        _errors: ["form"],
        name: { _errors: ["nameRequired"] },
        description: { de: { _errors: ["descriptionRequired"] } },
        faqs: { 1: { answer: { de: { _errors: ["faqAnswerRequired"] } } } },
      }),
    ).toEqual({
      formErrors: ["form"],
      fieldErrors: { name: ["nameRequired"], "description.de": ["descriptionRequired"], "faqs.1.answer.de": ["faqAnswerRequired"] },
    });
    expect(flattenNestedValidationErrors(undefined)).toEqual({ formErrors: [], fieldErrors: {} });
  });
});
