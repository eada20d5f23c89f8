import { afterEach, describe, expect, it, vi } from "vitest";
import { formatChf } from "@/lib/domain/money";
import { startFakeLlm } from "@/tests/fakes/llm-server";
import { polishReply } from "./polish-reply";

const figures = { nights: 2, base: 60_000, discount: 0, cleaningFee: 40_000, touristTax: 1_800, saastalCard: 1_000, total: 102_800, deposit: 25_000 };
const url = "https://saastal.example/en/offer/abc";
const amounts = [60_000, 0, 40_000, 1_800, 1_000, 102_800, 25_000, 77_800].map((r) => formatChf(r, "en")).join(" ");
const original = `Dear Anna ${amounts} ${url}`;
const check = { figures, locale: "en" as const, offerUrl: url };
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
  vi.restoreAllMocks();
});

describe("polishReply", () => {
  it("keeps the text without an endpoint", async () => {
    expect(await polishReply(original, check, null)).toBe(original);
  });

  it("takes a polished text that keeps every amount and the link", async () => {
    const fake = await startFakeLlm([{ content: `Dear Anna, lovely! ${amounts} ${url}` }]);
    close = fake.close;
    expect(await polishReply(original, check, { baseUrl: fake.baseUrl })).toBe(`Dear Anna, lovely! ${amounts} ${url}`);
  });

  it.each([
    ["a changed total", { content: `Dear Anna ${amounts.replace(formatChf(102_800, "en"), "CHF 99.00")} ${url}` }],
    ["a lost link", { content: `Dear Anna ${amounts}` }],
    ["an error", { status: 502, content: "" }],
  ])("keeps the composed text on %s", async (_label, reply) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = await startFakeLlm([reply]);
    close = fake.close;
    expect(await polishReply(original, check, { baseUrl: fake.baseUrl })).toBe(original);
  });
});
