import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractInquiry } from "@/lib/domain/extraction";
import { DEV_SET, HELD_OUT_SET, HOUSE_NAMES, SCORED_FIELDS, loadSet, percent, scoreSet, type CorpusEntry } from "@/tests/fixtures/inquiries/score";

const rules = (entry: CorpusEntry) => extractInquiry(entry.text, { today: entry.today, propertyNames: HOUSE_NAMES });
const dev = loadSet(DEV_SET);
// Scoring ~1,000 mails takes 2-3 s alone; a CI machine running other suites beside it may take
// longer than vitest's default 5 s.
const CORPUS_TIMEOUT_MS = 60_000;

function checkShape(set: readonly CorpusEntry[]) {
  expect(new Set(set.map((c) => c.language))).toEqual(new Set(["de", "en", "fr"]));
  expect(new Set(set.map((c) => c.id)).size).toBe(set.length);
  for (const entry of set) expect(Object.keys(entry.expected).sort()).toEqual([...SCORED_FIELDS].sort());
}

describe("inquiry extraction, development set (tuned on)", () => {
  it("has at least 120 inquiries, about a third each in de, en and fr", () => {
    expect(dev.length).toBeGreaterThanOrEqual(120);
    checkShape(dev);
    for (const language of ["de", "en", "fr"]) expect(dev.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(dev.length / 4);
  });

  it("gets at least 95% of all fields right", async () => {
    const score = await scoreSet(dev, rules);
    console.table(score.rows);
    console.log(`dev overall ${percent(score.overall)} (${score.total}/${SCORED_FIELDS.length * dev.length})\n${score.misses.join("\n")}`);
    expect(score.overall).toBeGreaterThanOrEqual(0.95);
  }, CORPUS_TIMEOUT_MS);
});

// Held out: written before the extractor was reworked and never read to write rules. Only the
// per-field table and the overall figure are printed, never a mail or a miss.
describe("inquiry extraction, held-out set (evaluated only)", () => {
  it("exists and has at least 75 inquiries in de, en and fr", () => {
    expect(existsSync(HELD_OUT_SET), "tests/fixtures/inquiries/held-out.json is missing").toBe(true);
    const held = loadSet(HELD_OUT_SET);
    expect(held.length).toBeGreaterThanOrEqual(75);
    checkShape(held);
  });

  // Issue 23 asks for 95% overall and 90% per field; the fifth round on head counts (groups with leaders
  // and drivers, shared totals, birth years, tables, compound number words) reached 96.1% (793/825;
  // 95.8% after the fourth, 95.4% after the third, 95.3% after the second rework, 93.6% after the first,
  // 74.1% before it), every field at 90% or more: totalPersons 90.7% (68/75), adults 92.0% (69/75)
  // (bench/README.md). Until the issue is closed this is a ratchet on what was reached, never lowered:
  // a rule change that costs the held-out set fails here. Every field is held at the 90%.
  const OVERALL_FLOOR = 793 / 825;
  const FIELD_FLOORS: Partial<Record<string, number>> = {};
  it("keeps the accuracy reached on unseen mails (issue 23's target: 95% overall, 90% per field)", async () => {
    const held = loadSet(HELD_OUT_SET);
    const score = await scoreSet(held, rules);
    console.table(score.rows);
    console.log(`held-out overall ${percent(score.overall)} (${score.total}/${SCORED_FIELDS.length * held.length})`);
    expect(score.overall).toBeGreaterThanOrEqual(OVERALL_FLOOR - 1e-9);
    for (const row of score.rows) expect(row.right / row.of, row.field).toBeGreaterThanOrEqual((FIELD_FLOORS[row.field] ?? 0.9) - 1e-9);
  }, CORPUS_TIMEOUT_MS);
});
