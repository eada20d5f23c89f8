import { describe, expect, it } from "vitest";
import { EnvError, googleMapsConfig, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives working defaults for the embedded demo", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.SITE_NAME).toBe("Saastal Chalets");
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.JOB_WORKERS_ENABLED).toBe(true);
  });
  it("paces Smoobu at 600 requests a minute by default, and refuses more than Smoobu's 700", () => {
    expect(parseEnv({}).SMOOBU_MAX_REQUESTS_PER_MINUTE).toBe(600);
    expect(parseEnv({ SMOOBU_MAX_REQUESTS_PER_MINUTE: "120" }).SMOOBU_MAX_REQUESTS_PER_MINUTE).toBe(120);
    expect(() => parseEnv({ SMOOBU_MAX_REQUESTS_PER_MINUTE: "701" })).toThrow(/SMOOBU_MAX_REQUESTS_PER_MINUTE: must be at most 700, Smoobu's limit/);
    expect(() => parseEnv({ SMOOBU_MAX_REQUESTS_PER_MINUTE: "0" })).toThrow(/SMOOBU_MAX_REQUESTS_PER_MINUTE: must be at least 1/);
  });
  it("treats empty values as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: " ", STRIPE_SECRET_KEY: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });
  it("accepts a PostgreSQL URL and coerces numbers and switches", () => {
    const env = parseEnv({ DATABASE_URL: "postgresql://u@h:5432/db", DATABASE_POOL_MAX: "4", SEED_DEMO: "0", SMOOBU_FAKE: "1", JOB_WORKERS_ENABLED: "0" });
    expect(env.DATABASE_URL).toBe("postgresql://u@h:5432/db");
    expect(env.DATABASE_POOL_MAX).toBe(4);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.SMOOBU_FAKE).toBe(true);
    expect(env.JOB_WORKERS_ENABLED).toBe(false);
  });
  it("names every wrong variable in one clear message", () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: "mysql://x", SITE_URL: "not a url", DATABASE_POOL_MAX: "0", SEED_DEMO: "maybe" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL: must start with postgresql://");
    expect(message).toContain("SITE_URL: must be a full URL");
    expect(message).toContain("DATABASE_POOL_MAX");
    expect(message).toContain("SEED_DEMO");
  });
  it("points SITE_URL at the port the app listens on when it is not set (issue 22)", () => {
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3105" }).SITE_URL).toBe("http://localhost:3105");
    expect(parseEnv({ PORT: "3105", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3105");
    expect(parseEnv({ PORT: "3105", SITE_URL: "https://saastal-chalets.ch" }).SITE_URL).toBe("https://saastal-chalets.ch");
  });

  it("refuses a production start with a Maps browser key but no map id of its own (Google's DEMO_MAP_ID is for trying only)", () => {
    const production = { NODE_ENV: "production", GOOGLE_MAPS_BROWSER_KEY: "browser-key" };
    expect(() => parseEnv(production)).toThrow(/GOOGLE_MAPS_MAP_ID: required in production with GOOGLE_MAPS_BROWSER_KEY/);
    expect(() => parseEnv({ ...production, GOOGLE_MAPS_MAP_ID: " " })).toThrow(/GOOGLE_MAPS_MAP_ID: required in production/);
    expect(() => parseEnv({ ...production, GOOGLE_MAPS_MAP_ID: "DEMO_MAP_ID" })).toThrow(/GOOGLE_MAPS_MAP_ID: DEMO_MAP_ID is Google's map id for trying/);
    expect(parseEnv({ ...production, GOOGLE_MAPS_MAP_ID: "8e0a97af9386fef" }).GOOGLE_MAPS_MAP_ID).toBe("8e0a97af9386fef");
    // Without a browser key no Google map is drawn, so no map id is needed.
    expect(parseEnv({ NODE_ENV: "production" }).GOOGLE_MAPS_MAP_ID).toBeUndefined();
  });
});

describe("googleMapsConfig", () => {
  it("is null without a browser key: the drawn map stands alone", () => {
    expect(googleMapsConfig(parseEnv({ GOOGLE_MAPS_MAP_ID: "8e0a97af9386fef" }))).toBeNull();
  });
  it("gives the configured map id", () => {
    const env = parseEnv({ NODE_ENV: "production", GOOGLE_MAPS_BROWSER_KEY: "browser-key", GOOGLE_MAPS_MAP_ID: "8e0a97af9386fef" });
    expect(googleMapsConfig(env)).toEqual({ browserKey: "browser-key", mapId: "8e0a97af9386fef" });
  });
  it("lends Google's DEMO_MAP_ID to development and tests only", () => {
    expect(googleMapsConfig(parseEnv({ GOOGLE_MAPS_BROWSER_KEY: "browser-key" }))).toEqual({ browserKey: "browser-key", mapId: "DEMO_MAP_ID" });
    expect(googleMapsConfig(parseEnv({ NODE_ENV: "test", GOOGLE_MAPS_BROWSER_KEY: "browser-key" }))).toEqual({ browserKey: "browser-key", mapId: "DEMO_MAP_ID" });
  });
});
