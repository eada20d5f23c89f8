import fs from "node:fs";
import { e2eFakesFile, type E2eFakes } from "@/tests/fakes/e2e-fakes";

// The e2e web server: `scripts/start.ts`, plus, when GOOGLE_PLACES_FAKE=1, a local fake of the
// Google Places API that the build and the server read reviews from, a local fake of Stripe, and
// (SMOOBU_FAKE, on unless set to 0) the demo fake Smoobu. Where the Stripe and Smoobu fakes listen
// is written to e2eFakesFile(PORT), so that specs can read their state through their APIs.
//
// Why a wrapper and not Playwright's globalSetup: Playwright starts the webServer before it runs
// globalSetup, and the fake must already answer while `next build` prerenders the property pages.
// The fake lives in this process, so it stops with the server.

async function main(): Promise<void> {
  const port = process.env.PORT ?? "3000";
  const fakes: E2eFakes = { stripe: null, smoobu: null };
  if (process.env.GOOGLE_PLACES_FAKE === "1") {
    const { startFakePlaces } = await import("@/tests/fakes/google-places");
    const { E2E_PLACES_API_KEY, e2ePlaces } = await import("@/tests/fakes/google-places-e2e");
    const fake = await startFakePlaces({ apiKey: E2E_PLACES_API_KEY, places: e2ePlaces });
    process.env.GOOGLE_PLACES_BASE_URL = fake.baseUrl;
    process.env.GOOGLE_PLACES_API_KEY = E2E_PLACES_API_KEY;
    console.info(`[e2e] fake Google Places API on ${fake.baseUrl}`);
  }
  // Stripe: the app's SDK talks to a local fake of Stripe's API, whose hosted page delivers signed
  // webhooks back to this server (STRIPE_FAKE=0 leaves Stripe unconfigured: the built-in test page).
  if (process.env.STRIPE_FAKE !== "0") {
    const { startFakeStripe } = await import("@/tests/fakes/stripe/server");
    const { E2E_STRIPE_API_KEY, E2E_STRIPE_WEBHOOK_SECRET } = await import("@/tests/fakes/stripe/e2e");
    const webhookUrl = `http://127.0.0.1:${port}/api/webhooks/stripe`;
    const stripe = await startFakeStripe({ apiKey: E2E_STRIPE_API_KEY, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET, webhookUrl });
    process.env.STRIPE_SECRET_KEY = E2E_STRIPE_API_KEY;
    process.env.STRIPE_WEBHOOK_SECRET = E2E_STRIPE_WEBHOOK_SECRET;
    process.env.STRIPE_API_BASE = stripe.baseUrl;
    fakes.stripe = { baseUrl: stripe.baseUrl, apiKey: E2E_STRIPE_API_KEY, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET };
    console.info(`[e2e] fake Stripe API on ${stripe.baseUrl}`);
  }
  // The developer tools, sync and payment specs talk to the demo fake Smoobu. It is started here
  // rather than by start.ts (SMOOBU_FAKE=1 there), so that its address can be written down.
  if (process.env.SMOOBU_FAKE !== "0") {
    const { startDemoSmoobu } = await import("@/tests/fakes/smoobu/demo");
    const smoobu = await startDemoSmoobu();
    fakes.smoobu = { baseUrl: smoobu.baseUrl, apiKey: process.env.SMOOBU_API_KEY ?? "", apiSecret: process.env.SMOOBU_API_SECRET ?? "" };
  }
  process.env.SMOOBU_FAKE = "0";
  fs.writeFileSync(e2eFakesFile(port), JSON.stringify(fakes));
  // start.ts reads the environment when it is imported, so it comes last; it exits the process.
  await import("./start");
}

main().catch((error: unknown) => {
  console.error("[e2e-server] failed:", error);
  process.exit(1);
});
