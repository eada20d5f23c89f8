import { describe, expect, it } from "vitest";
import { ATTENTION_CODES, attentionText, isAttentionCode } from "./attention";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

describe("attention notes", () => {
  it("translates codes and shows older free text as it is", () => {
    expect(attentionText("disputeOpen", (c) => `[${c}]`)).toBe("[disputeOpen]");
    expect(attentionText("Refund it by hand.", (c) => `[${c}]`)).toBe("Refund it by hand.");
    expect(isAttentionCode("refundFailed")).toBe(true);
    expect(isAttentionCode(null)).toBe(false);
  });
  it("has words for every code in de, en and fr", () => {
    for (const messages of [de, en, fr]) {
      const notes = (messages.adminPayments as unknown as { notes: Record<string, string> }).notes;
      for (const code of ATTENTION_CODES) expect(notes[code], code).toMatch(/\S/);
    }
  });
});
