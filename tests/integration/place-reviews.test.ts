import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { type FakePlacesServer, startFakePlaces } from "@/tests/fakes/google-places";

// getPlaceReviews (the page's read) against the fake over HTTP. Next's data cache only exists
// inside a Next server, so unstable_cache is replaced by a pass-through that records its options.
const cacheCalls = vi.hoisted(() => [] as { keyParts: unknown; options: unknown }[]);
vi.mock("next/cache", () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: unknown, options: unknown) => {
    cacheCalls.push({ keyParts, options });
    return fn;
  },
}));

const { getPlaceReviews, REVIEWS_REVALIDATE_SECONDS } = await import("@/lib/data/reviews");

const KEY = "server-key";
const RATED = "ChIJrated";
let fake: FakePlacesServer;
const savedEnv = { ...process.env };

function configure(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

beforeAll(async () => {
  fake = await startFakePlaces({
    apiKey: KEY,
    places: {
      [RATED]: { rating: 4.8, userRatingCount: 9, reviews: [{ rating: 5, text: { text: "Top" } }] },
      ChIJunrated: { reviews: [{ rating: 5, text: { text: "No overall rating yet" } }] },
    },
  });
});

afterEach(() => {
  fake.setMode({ kind: "normal" });
  cacheCalls.length = 0;
  vi.restoreAllMocks();
  process.env = { ...savedEnv };
  resetEnvCache();
});

afterAll(async () => {
  await fake?.close();
});

describe("getPlaceReviews", () => {
  it("reads the reviews in the page's language, cached by place tag for six hours", async () => {
    configure({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: fake.baseUrl });
    const result = await getPlaceReviews(RATED, "fr");
    expect(result?.rating).toBe(4.8);
    expect(result?.reviews[0]?.text).toBe("Top");
    expect(fake.requests.at(-1)?.languageCode).toBe("fr");
    expect(cacheCalls).toEqual([
      { keyParts: ["google-place-reviews"], options: { tags: [`reviews:${RATED}`], revalidate: REVIEWS_REVALIDATE_SECONDS } },
    ]);
    expect(REVIEWS_REVALIDATE_SECONDS).toBe(21_600);
  });

  it("asks nothing without a place id or without a server key", async () => {
    configure({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: fake.baseUrl });
    const before = fake.requests.length;
    expect(await getPlaceReviews(null, "de")).toBeNull();
    configure({ GOOGLE_PLACES_API_KEY: undefined });
    expect(await getPlaceReviews(RATED, "de")).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it("shows nothing for a place without an overall rating", async () => {
    configure({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: fake.baseUrl });
    expect(await getPlaceReviews("ChIJunrated", "de")).toBeNull();
  });

  it.each([
    ["a failing server", () => fake.setMode({ kind: "fail", status: 500 }), "server_error"],
    ["an unknown place", () => undefined, "not_found"],
  ])("logs %s and shows nothing", async (_, arrange, kind) => {
    configure({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: fake.baseUrl });
    arrange();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const place = kind === "not_found" ? "ChIJmissing" : RATED;
    expect(await getPlaceReviews(place, "en")).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain(`${place} (en) not loaded: ${kind}`);
  });

  it("logs a wrong key and never puts the key in the log line", async () => {
    configure({ GOOGLE_PLACES_API_KEY: "wrong-key", GOOGLE_PLACES_BASE_URL: fake.baseUrl });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await getPlaceReviews(RATED, "de")).toBeNull();
    expect(String(log.mock.calls[0]?.[0])).toContain("unauthorized");
    expect(JSON.stringify(log.mock.calls)).not.toContain("wrong-key");
  });
});
