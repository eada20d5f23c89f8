import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./control-characters";

describe("withoutControlCharacters", () => {
  it("removes C0, DEL and C1 controls and keeps the rest", () => {
    expect(withoutControlCharacters("a\u0000b\u0001c\u001fd\u007fe\u0085f")).toBe("abcdef");
    expect(withoutControlCharacters("Zurbriggen Müller 😀 – «x»")).toBe("Zurbriggen Müller 😀 – «x»");
  });
});
