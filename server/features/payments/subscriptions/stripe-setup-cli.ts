/**
 * `npm run stripe:setup`: makes Gold's Stripe product, its two prices (lookup keys gold_monthly
 * and gold_annual) and the Customer Portal configuration, in the mode of STRIPE_SECRET_KEY
 * (sk_test_… test mode, sk_live_… live mode). Safe to run again: it creates only what is missing.
 */
import { loadEnv } from "../../../env";
import { createStripe } from "../../../lib/stripe";
import { setUpStripe } from "./stripe-setup";

const env = loadEnv();
if (!env.STRIPE_SECRET_KEY) {
  console.error("STRIPE_SECRET_KEY is not set: put your Stripe secret key (sk_test_… or sk_live_…) in .env or the environment.");
  process.exit(2);
}
const stripe = createStripe({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })!;
try {
  const result = await setUpStripe(stripe, env.STRIPE_SECRET_KEY, env.PUBLIC_ORIGIN);
  console.log(`Stripe ${result.mode} mode: product ${result.productId}`);
  console.log(`  gold_monthly → ${result.prices["gold-monthly"]}`);
  console.log(`  gold_annual  → ${result.prices["gold-annual"]}`);
  console.log(`  Customer Portal configuration → ${result.portalConfigurationId}`);
  console.log(result.created.length ? `Created: ${result.created.join(", ")}.` : "Everything already existed: nothing created.");
} catch (err) {
  console.error(`stripe:setup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
