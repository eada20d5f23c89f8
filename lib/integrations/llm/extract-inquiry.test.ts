import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeLlm } from "@/tests/fakes/llm-server";
import { extractInquiryWithFallback } from "./extract-inquiry";

const context = { today: "2026-11-24", propertyNames: ["Gruppenhaus Mischabel"] };
const mail = "Hi, Mischabel from 12 to 19 February for two adults. Regards, Anna Meier";
const answer = {
  guestName: "Anna Meier", guestEmail: null, guestPhone: null, adults: 2, totalPersons: 2, children6To16: 0,
  children3To5: 0, babies: 0, propertyPreference: "Mischabel", checkIn: "2027-02-12", checkOut: "2027-02-19",
};
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
  vi.restoreAllMocks();
});

describe("extractInquiryWithFallback", () => {
  it("uses the model's answer when it is valid, asking for a strict JSON schema", async () => {
    const fake = await startFakeLlm([{ content: JSON.stringify({ ...answer, guestName: "Anna M." }) }]);
    close = fake.close;
    const result = await extractInquiryWithFallback(mail, context, { baseUrl: fake.baseUrl, apiKey: "k", model: "m" });
    expect(result).toEqual({ source: "llm", extracted: { ...answer, guestName: "Anna M." } });
    expect(fake.requests[0]).toMatchObject({ model: "m", response_format: { type: "json_schema", json_schema: { strict: true } } });
  });

  it.each([
    ["an error status", { status: 500, content: "" }],
    ["invalid JSON", { content: "not json" }],
    ["a wrong shape", { content: JSON.stringify({ ...answer, adults: "two" }) }],
    ["an invalid date", { content: JSON.stringify({ ...answer, checkIn: "2027-02-30" }) }],
  ])("falls back to the rules on %s", async (_label, reply) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = await startFakeLlm([reply]);
    close = fake.close;
    const result = await extractInquiryWithFallback(mail, context, { baseUrl: fake.baseUrl });
    expect(result.source).toBe("rules");
    expect(result.extracted).toMatchObject({ guestName: "Anna Meier", adults: 2, checkIn: "2027-02-12", propertyPreference: "Mischabel" });
  });

  it("uses the rules without a configured endpoint", async () => {
    expect((await extractInquiryWithFallback(mail, context, null)).source).toBe("rules");
  });
});
