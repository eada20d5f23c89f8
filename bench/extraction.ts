// `npx tsx bench/extraction.ts`: per-field accuracy of the inquiry extractor on the development set
// (tuned on) and the held-out set (evaluated only: its table alone is printed, never a mail or a
// miss). With LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) set, the model path merged with the rules
// is measured the same way. BENCH_EXTRACTION_MISSES=1 lists the development set's misses.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { extractInquiry } from "@/lib/domain/extraction";
import { env } from "@/lib/env";
import { extractInquiryWithFallback } from "@/lib/integrations/llm/extract-inquiry";
import { DEV_SET, HELD_OUT_SET, HOUSE_NAMES, loadSet, markdownTable, type CorpusEntry, type Score, scoreSet } from "@/tests/fixtures/inquiries/score";

export interface ExtractionBench {
  scores: Record<string, Score>;
  markdown: string;
}

export async function benchExtraction(): Promise<ExtractionBench> {
  const sets: [string, CorpusEntry[]][] = [["dev", loadSet(DEV_SET)]];
  if (existsSync(HELD_OUT_SET)) sets.push(["held-out", loadSet(HELD_OUT_SET)]);
  const context = (e: CorpusEntry) => ({ today: e.today, propertyNames: HOUSE_NAMES });
  const scores: Record<string, Score> = {};
  for (const [name, entries] of sets) {
    scores[`rules, ${name} (${entries.length})`] = await scoreSet(entries, (e) => extractInquiry(e.text, context(e)));
  }
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env();
  if (LLM_BASE_URL) {
    const config = { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: 60_000 };
    for (const [name, entries] of sets) {
      scores[`model + rules, ${name} (${entries.length})`] = await scoreSet(
        entries,
        async (e) => (await extractInquiryWithFallback(e.text, context(e), config)).extracted,
      );
    }
  }
  return { scores, markdown: markdownTable(scores) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { scores, markdown } = await benchExtraction();
  console.log(markdown);
  if (!existsSync(HELD_OUT_SET)) console.log("\nheld-out.json is missing: development set only.");
  if (process.env.BENCH_EXTRACTION_MISSES === "1") {
    for (const [name, score] of Object.entries(scores)) if (name.includes("dev")) console.log(`\n${name}:\n${score.misses.join("\n")}`);
  }
}
