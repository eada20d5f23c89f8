import { z } from "zod";
import { parseTrustedProxies } from "./security/client-ip-ranges";

/**
 * The only reader of process.env. Every variable is documented in .env.example.
 * Parsed lazily on first use so that a wrong value fails with a message naming the variable,
 * at the place that needs it, instead of an undefined somewhere deep in a request.
 */

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** An unset or empty variable is "not configured". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalUrl = z.preprocess(
  blankToUndefined,
  z.url({ message: "must be a full URL such as https://example.com" }).optional(),
);

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

/** Google's documented map id for trying advanced markers; never accepted in production. */
const DEMO_MAP_ID = "DEMO_MAP_ID";

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),

  // Database: without DATABASE_URL the app runs on the embedded PGlite in PGLITE_DIR.
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must start with postgresql:// (or be unset for the embedded database)" })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_DIR: z.string().trim().min(1).default("./data/pglite"),
  SEED_DEMO: bool.default(true),

  // Site
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: http://localhost:$PORT, the port this server listens on (see the transform below). */
  SITE_URL: z.preprocess(blankToUndefined, z.url({ message: "must be a full URL such as https://saastal-chalets.ch" }).optional()),
  SITE_NAME: z.string().trim().min(1).default("Saastal Chalets"),
  OFFICE_EMAIL: z.email({ message: "must be an e-mail address" }).default("info@saastal-chalets.ch"),
  OFFICE_PHONE: z.string().trim().min(1).default("+41 27 957 00 00"),
  /** Reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((list, ctx) => {
      try {
        return parseTrustedProxies(list);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `${(error as Error).message} (a comma-separated list such as 127.0.0.1, ::1, 10.0.0.0/8)` });
        return z.NEVER;
      }
    }),

  // Auth (next-auth)
  AUTH_SECRET: optionalString,
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,

  // Stripe: without a secret key the built-in local test payment page stands in.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,

  // Smoobu
  SMOOBU_BASE_URL: z.url({ message: "must be a full URL" }).default("https://login.smoobu.com/api"),
  SMOOBU_API_KEY: optionalString,
  SMOOBU_API_SECRET: optionalString,
  SMOOBU_WEBHOOK_TOKEN: optionalString,
  /** Smoobu's channel for reservations made on this site (required to create one; /dev lists them). */
  SMOOBU_DIRECT_CHANNEL_ID: z.preprocess(blankToUndefined, z.coerce.number({ message: "must be a whole number (a Smoobu channel id)" }).int({ message: "must be a whole number (a Smoobu channel id)" }).positive({ message: "must be a positive Smoobu channel id" }).optional()),
  /** How long one create waits for Smoobu's answer before it is looked up instead (never resent blindly). */
  SMOOBU_CREATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Requests per minute this process sends to Smoobu at most (Smoobu answers 700 a minute, then 429):
   * syncs and reconciliations are paced below it.
   */
  SMOOBU_MAX_REQUESTS_PER_MINUTE: z.coerce.number({ message: "must be a whole number of requests per minute" }).int({ message: "must be a whole number of requests per minute" }).min(1, { message: "must be at least 1" }).max(700, { message: "must be at most 700, Smoobu's limit" }).default(600),
  SMOOBU_FAKE: bool.default(false),
  SYNC_SCHEDULE_ENABLED: bool.default(true),
  JOB_WORKERS_ENABLED: bool.default(true),
  SYNC_PAGE_PAUSE_MS: z.coerce.number().int().min(0).default(500),

  // Google: the maps key is a browser key (restricted by referrer); the Places key stays on the server.
  GOOGLE_MAPS_BROWSER_KEY: optionalString,
  GOOGLE_MAPS_MAP_ID: optionalString,
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.url({ message: "must be a full URL" }).default("https://places.googleapis.com/v1"),

  // Mail: without SMTP_URL mails stay in the outbox (visible in /dev).
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("Saastal Chalets <info@saastal-chalets.ch>"),

  // Third-party booking widget on /book (optional).
  BOOKING_WIDGET_SCRIPT_URL: optionalUrl,

  // Optional OpenAI-compatible endpoint for inquiry extraction.
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
}).superRefine((vars, ctx) => {
  // The map's markers are advanced markers, which need a map id. DEMO_MAP_ID is Google's id for
  // trying them, "not for production" (docs/integrations/google.md): a live site names its own.
  if (vars.NODE_ENV !== "production" || !vars.GOOGLE_MAPS_BROWSER_KEY) return;
  if (!vars.GOOGLE_MAPS_MAP_ID) {
    ctx.addIssue({ code: "custom", path: ["GOOGLE_MAPS_MAP_ID"], message: "required in production with GOOGLE_MAPS_BROWSER_KEY (a map id from the Google Cloud console)" });
  } else if (vars.GOOGLE_MAPS_MAP_ID === DEMO_MAP_ID) {
    ctx.addIssue({ code: "custom", path: ["GOOGLE_MAPS_MAP_ID"], message: "DEMO_MAP_ID is Google's map id for trying advanced markers, not for production: create a map id in the Google Cloud console" });
  }
}).transform(({ SITE_URL, ...rest }) => ({
  ...rest,
  // Links in replies, mails and calendar feeds pointed at port 3000 whatever port the app ran on.
  SITE_URL: SITE_URL ?? `http://localhost:${rest.PORT}`,
}));

export type Env = z.infer<typeof envSchema>;

/**
 * What the browser's Google map needs, or null without a browser key (the drawn map stands alone).
 * Outside production a missing map id borrows Google's DEMO_MAP_ID; production refuses to start
 * without an id of its own (see the schema above).
 */
export function googleMapsConfig(vars: Env): { browserKey: string; mapId: string } | null {
  if (!vars.GOOGLE_MAPS_BROWSER_KEY) return null;
  const mapId = vars.GOOGLE_MAPS_MAP_ID ?? (vars.NODE_ENV === "production" ? null : DEMO_MAP_ID);
  return mapId ? { browserKey: vars.GOOGLE_MAPS_BROWSER_KEY, mapId } : null;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Formats zod issues as "VARIABLE: message" lines. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(`Invalid environment configuration:\n${describeEnvIssues(result.error)}\nSee .env.example.`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
