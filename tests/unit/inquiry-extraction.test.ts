import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractInquiry, type ExtractedInquiry } from "@/lib/domain/extraction";
import { fold } from "@/lib/domain/extraction/text";

interface CorpusEntry {
  id: string;
  language: "de" | "en" | "fr";
  today: string;
  text: string;
  expected: ExtractedInquiry;
}

const corpus = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../fixtures/inquiries/corpus.json"), "utf8"),
) as CorpusEntry[];
// The group houses the editor offers (seeded); the extractor reports a mention of one as written.
const propertyNames = ["Gruppenhaus Mischabel", "Gruppenhaus Weissmies"];
const fields = Object.keys(corpus[0]?.expected ?? {}) as (keyof ExtractedInquiry)[];

function same(field: keyof ExtractedInquiry, actual: unknown, expected: unknown): boolean {
  if (typeof actual === "string" && typeof expected === "string") {
    if (field === "guestPhone") return actual.replace(/\D/g, "") === expected.replace(/\D/g, "");
    return fold(actual.trim()) === fold(expected.trim());
  }
  return actual === expected;
}

describe("inquiry extraction corpus", () => {
  it("has at least 30 inquiries in de, en and fr", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((c) => c.language))).toEqual(new Set(["de", "en", "fr"]));
  });

  it("gets at least 95% of all fields right", () => {
    const right = Object.fromEntries(fields.map((f) => [f, 0])) as Record<keyof ExtractedInquiry, number>;
    const misses: string[] = [];
    for (const entry of corpus) {
      const actual = extractInquiry(entry.text, { today: entry.today, propertyNames });
      for (const field of fields) {
        if (same(field, actual[field], entry.expected[field])) right[field]++;
        else misses.push(`${entry.id}.${field}: got ${JSON.stringify(actual[field])}, want ${JSON.stringify(entry.expected[field])}`);
      }
    }
    const table = fields.map((field) => ({
      field,
      right: right[field],
      of: corpus.length,
      accuracy: `${((100 * right[field]) / corpus.length).toFixed(1)}%`,
    }));
    const total = fields.reduce((sum, f) => sum + right[f], 0);
    const overall = total / (fields.length * corpus.length);
    console.table(table);
    console.log(`overall ${(overall * 100).toFixed(1)}% (${total}/${fields.length * corpus.length})\n${misses.join("\n")}`);
    expect(overall).toBeGreaterThanOrEqual(0.95);
  });
});
