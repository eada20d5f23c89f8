import { describe, expect, it } from "vitest";
import { translateKey } from "./translate-key";

describe("translateKey", () => {
  it("finds a message in a nested namespace in each language", () => {
    expect(translateKey("en", "quoteForm.errors", "termsRequired")).toBe("You must accept the terms and conditions");
    expect(translateKey("de", "quoteForm.errors", "termsRequired")).toBe("Sie müssen die Geschäftsbedingungen akzeptieren");
    expect(translateKey("fr", "quoteForm.errors", "termsRequired")).toBe("Vous devez accepter les conditions générales");
  });

  it("formats ICU arguments, plurals included", () => {
    expect(translateKey("en", "quoteForm.errors", "rateLimited", { minutes: 1 })).toBe(
      "Too many requests. Please try again in 1 minute.",
    );
    expect(translateKey("de", "quoteForm.errors", "rateLimited", { minutes: 42 })).toBe(
      "Zu viele Anfragen. Bitte versuchen Sie es in 42 Minuten erneut.",
    );
  });

  it("answers null for unknown keys, namespaces and non-leaf paths", () => {
    expect(translateKey("en", "quoteForm.errors", "noSuchKey")).toBeNull();
    expect(translateKey("en", "noSuchNamespace", "unexpected")).toBeNull();
    expect(translateKey("en", "quoteForm", "errors")).toBeNull();
    // Inherited object properties are not messages.
    expect(translateKey("en", "quoteForm.errors", "toString")).toBeNull();
  });
});
