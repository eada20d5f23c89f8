/**
 * The keys the e2e server gives the app and the Stripe fake (scripts/e2e-server.ts). Test-only
 * values: nothing real is ever signed with them.
 */
export const E2E_STRIPE_API_KEY = "sk_test_e2e_fake_stripe_key";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_fake_stripe_webhook_secret";
