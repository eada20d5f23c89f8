import { ActionBindArgsValidationError } from "next-safe-action";
import { afterEach, describe, expect, it, vi } from "vitest";
import { actionLocale, ExpectedError, toActionServerError, translateValidationErrors, type ActionMetadata } from "./client";

const metadata: ActionMetadata = { actionName: "testAction", messages: "quoteForm" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("actionLocale", () => {
  it("takes the first bound argument when it is one of ours, German otherwise", () => {
    expect(actionLocale(["fr"])).toBe("fr");
    expect(actionLocale(["it"])).toBe("de");
    expect(actionLocale([])).toBe("de");
    expect(actionLocale([{ locale: "en" }])).toBe("de");
  });
});

describe("toActionServerError", () => {
  it("translates an expected error with its values, without logging", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = toActionServerError(new ExpectedError("rateLimited", { minutes: 5 }), { metadata, bindArgsClientInputs: ["fr"] });
    expect(answer).toEqual({ code: "rateLimited", message: "Trop de demandes. Veuillez réessayer dans 5 minutes." });
    expect(log).not.toHaveBeenCalled();
  });

  it("logs anything else with the action's name and answers generically, without its details", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'secret')");
    const answer = toActionServerError(bug, { metadata, bindArgsClientInputs: ["en"] });
    expect(answer).toEqual({ code: "unexpected", message: "Something went wrong. Please try again later." });
    expect(JSON.stringify(answer)).not.toContain("secret");
    expect(log).toHaveBeenCalledWith("[action] testAction failed", { locale: "en" }, bug);
  });

  it("answers a tampered locale (bound argument) as an invalid request, not as a bug", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = toActionServerError(new ActionBindArgsValidationError([{ _errors: ["Invalid option"] }]), { metadata, bindArgsClientInputs: [["en"]] });
    expect(answer.code).toBe("invalidRequest");
    expect(answer.message).not.toBe("");
    expect(log).not.toHaveBeenCalled();
  });

  it("treats an expected error without a message as a bug", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = toActionServerError(new ExpectedError("noSuchMessage"), { metadata, bindArgsClientInputs: ["de"] });
    expect(answer).toEqual({ code: "unexpected", message: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut." });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain("noSuchMessage");
  });
});

describe("translateValidationErrors", () => {
  it("translates field and form errors; unknown texts become invalidRequest", () => {
    const translated = translateValidationErrors(
      {
        formErrors: ["Invalid input: expected object, received null"],
        fieldErrors: { name: ["nameTooShort"], email: ["emailInvalid", "some library text"], phone: undefined },
      },
      { metadata, bindArgsClientInputs: ["en"] },
    );
    expect(translated).toEqual({
      formErrors: ["The request is not valid. Please check your entries."],
      fieldErrors: {
        name: ["Name must be at least 2 characters"],
        email: ["Please enter a valid email address", "The request is not valid. Please check your entries."],
        phone: undefined,
      },
    });
  });
});
