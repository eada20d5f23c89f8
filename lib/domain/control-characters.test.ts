import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters";

describe("withoutControlCharacters", () => {
  it("removes C0, DEL and C1 controls and keeps the rest", () => {
    expect(withoutControlCharacters("a\u0000b\u0001c\u001fd\u007fe\u0085f")).toBe("abcdef");
    expect(withoutControlCharacters("Zurbriggen Müller 😀 – «x»")).toBe("Zurbriggen Müller 😀 – «x»");
  });
});

describe("hasControlCharacters", () => {
  it("finds C0, DEL and C1 controls anywhere, every time it is asked", () => {
    for (const text of ["\u0000", "a\u0000", "\u0001b", "x\u001fy", "\u007f", "\u0085", "\u009f", "tab\there", "line\n"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text), `again ${JSON.stringify(text)}`).toBe(true);
    }
  });

  it("passes ordinary text, accents, emoji and punctuation", () => {
    for (const text of ["", "chalet-allalin", "Zurbriggen Müller 😀 – «x»", "a b", "\u00a0", "%00"]) expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
  });
});
