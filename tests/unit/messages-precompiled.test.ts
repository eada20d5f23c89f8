import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// The build precompiles the messages (next.config.ts). The error and not-found boundaries read
// their texts straight from the provider (usePlainMessages, useOfferTexts) to keep the ICU runtime
// out of every page: they must stay plain text, which compiles to a string, not to parts.
const PLAIN: Record<string, readonly string[] | "all"> = {
  error: "all",
  notFound: "all",
  offerPage: ["fetchFailed", "unexpected", "retry", "notFoundTitle", "notFoundText"],
};

describe("messages read without the formatter stay plain text after precompilation", () => {
  for (const [locale, messages] of Object.entries({ de, en, fr })) {
    for (const [namespace, keys] of Object.entries(PLAIN)) {
      it(`${locale} ${namespace}`, () => {
        const texts = (messages as Record<string, Record<string, unknown>>)[namespace] ?? {};
        const wanted = keys === "all" ? Object.keys(texts) : keys;
        expect(wanted.length).toBeGreaterThan(0);
        for (const key of wanted) {
          const text = texts[key];
          expect(typeof text, `${namespace}.${key}`).toBe("string");
          expect(compile(text as string), `${namespace}.${key}`).toBe(text);
        }
      });
    }
  }

  it("a message with an argument compiles to parts (so the check above can fail)", () => {
    expect(typeof compile("Hallo {name}")).not.toBe("string");
  });
});
