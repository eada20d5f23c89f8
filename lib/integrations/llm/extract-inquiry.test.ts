import { afterEach, describe, expect, it, vi } from "vitest";
import { extractInquiry } from "@/lib/domain/extraction";
import { startFakeLlm } from "@/tests/fakes/llm-server";
import { extractInquiryWithFallback } from "./extract-inquiry";

const context = { today: "2026-11-24", propertyNames: ["Gruppenhaus Mischabel"] };
const mail = "Hi, Mischabel from 12 to 19 February for two adults. Regards, Anna\nanna.meier@gmx.ch";
const rules = extractInquiry(mail, context);
const answer = {
  guestName: "Anna", guestEmail: "anna.meier@gmx.ch", guestPhone: null, adults: 2, totalPersons: 2, children6To16: 0,
  children3To5: 0, babies: 0, propertyPreference: "Mischabel", checkIn: "2027-02-12", checkOut: "2027-02-19",
};
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
  vi.restoreAllMocks();
});

async function withAnswer(reply: { status?: number; content: string }) {
  const fake = await startFakeLlm([reply]);
  close = fake.close;
  return { fake, result: await extractInquiryWithFallback(mail, context, { baseUrl: fake.baseUrl, apiKey: "k", model: "m" }) };
}

describe("extractInquiryWithFallback", () => {
  it("asks for a strict JSON schema and clears the marks the model confirms", async () => {
    expect(rules.uncertain).toEqual(["guestName", "checkIn", "checkOut"]);
    const { fake, result } = await withAnswer({ content: JSON.stringify(answer) });
    expect(fake.requests[0]).toMatchObject({ model: "m", response_format: { type: "json_schema", json_schema: { strict: true } } });
    expect(result).toEqual({ source: "rules", extracted: { ...rules, uncertain: [] } });
  });

  it("takes a plausible value the rules did not have", async () => {
    const { result } = await withAnswer({ content: JSON.stringify({ ...answer, guestName: "Anna Meier" }) });
    expect(result.source).toBe("llm");
    expect(result.extracted.guestName).toBe("Anna Meier");
  });

  it.each([
    ["an error status", { status: 500, content: "" }],
    ["invalid JSON", { content: "not json" }],
    ["nothing", { content: "{}" }],
    ["nonsense", { content: JSON.stringify({ ...answer, guestName: "42", guestEmail: "x@y.z", adults: "two", checkIn: "2027-02-30" }) }],
  ])("keeps the rules' extraction on %s", async (_label, reply) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { result } = await withAnswer(reply);
    expect(result.source).toBe("rules");
    expect(result.extracted).toMatchObject({ guestName: "Anna", adults: 2, checkIn: "2027-02-12", propertyPreference: "Mischabel" });
  });

  it("uses the rules without a configured endpoint", async () => {
    expect(await extractInquiryWithFallback(mail, context, null)).toEqual({ source: "rules", extracted: rules });
  });
});
