import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOfferAction } from "@/lib/actions/offers/create-offer";
import { extractOfferDataAction } from "@/lib/actions/offers/extract-offer-data";
import { resetEnvCache } from "@/lib/env";
import { startFakeLlm } from "@/tests/fakes/llm-server";
import { callAs, createCallers } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// 'Extract Data' through the optional model (the fake OpenAI-compatible server) against a real
// database: the model's answer is merged field by field into the deterministic extraction, which
// stays wherever the model says nothing or nonsense; the inquiry's language and the fields to
// check reach the editor.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
let houseId = "";
let close: (() => Promise<void>) | null = null;
const mail = [
  "Grüezi",
  "Ist das Gruppenhaus Mischabel vom 12.02.2027 bis 19.02.2027 frei? Wir sind 8 Erwachsene und 4 Kinder (7, 9, 11, 14).",
  "Freundliche Grüsse",
  "Thomas",
  "thomas.brunner@bluewin.ch",
].join("\n");
const good = {
  guestName: "Thomas", guestEmail: "thomas.brunner@bluewin.ch", guestPhone: null, adults: 8, totalPersons: 12,
  children6To16: 4, children3To5: 0, babies: 0, propertyPreference: "Mischabel", checkIn: "2027-02-12", checkOut: "2027-02-19",
};

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await createCallers(db);
  const house = await db.prisma.property.create({
    data: {
      slug: "gruppenhaus-mischabel", name: "Gruppenhaus Mischabel", location: "Saas-Fee", maxGuests: 20, bedrooms: 8, bathrooms: 4,
      pricePerNight: "300.00", cleaningFee: "200.00", isGroupHouse: true, smoobuPropertyId: 101,
    },
  });
  houseId = house.id;
});

afterAll(async () => {
  delete process.env.LLM_BASE_URL;
  resetEnvCache();
  await db?.drop();
});

beforeEach(async () => {
  await callAs(request, db, "admin");
});

afterEach(async () => {
  await close?.();
  close = null;
  vi.restoreAllMocks();
});

async function extractWith(answers: { status?: number; content: string }[]) {
  const fake = await startFakeLlm(answers);
  close = fake.close;
  process.env.LLM_BASE_URL = fake.baseUrl;
  resetEnvCache();
  const created = await createOfferAction("de", {});
  const result = await extractOfferDataAction("de", { id: created.data?.id ?? "", text: mail });
  expect(fake.requests).toHaveLength(1);
  return result.data;
}

describe("extract offer data through the model", () => {
  it("keeps the deterministic extraction when the model answers nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const data = await extractWith([{ status: 503, content: "" }]);
    expect(data).toMatchObject({ extracted: good, property: { id: houseId }, language: "de" });
    // The signature has a first name only.
    expect(data?.uncertain).toEqual(["guestName"]);
  });

  it("keeps the deterministic value of every field the model gets wrong", async () => {
    const nonsense = {
      ...good, guestName: "Hans Muster", guestEmail: "info@saastal-chalets.ch", guestPhone: "+41 27 957 00 00",
      adults: 3, totalPersons: 99, propertyPreference: "Weissmies", checkIn: "2025-02-12", checkOut: "2025-02-19",
    };
    const data = await extractWith([{ content: JSON.stringify(nonsense) }]);
    expect(data?.extracted).toMatchObject(good);
  });

  it("merges a partial answer and marks where model and rules disagree", async () => {
    const partial = { guestName: "Thomas Brunner", checkIn: "2027-02-13", checkOut: "2027-02-20" };
    const data = await extractWith([{ content: JSON.stringify(partial) }]);
    expect(data?.extracted).toMatchObject({ ...good, guestName: "Thomas Brunner", checkIn: "2027-02-13", checkOut: "2027-02-20" });
    expect(data?.uncertain).toEqual(["guestName", "checkIn", "checkOut"]);
    expect(data?.language).toBe("de");
  });
});
