import type { Express } from "express";
import { createApp } from "../../app";
import type { Db } from "../../db/client";
import { createStripe } from "../../lib/stripe";

/** Far above anything a fuzz run sends: the fuzzer's requests should reach the handlers, not the limiters. */
const open = { limit: 1_000_000, windowMs: 60_000 };

/**
 * The app the fuzzer talks to: the production app with every rate limit a test may set raised
 * (deps only tests pass; there is no switch for this in the environment), and payments on the
 * Stripe the caller gives (the tests' local stand-in, server/test/fake-stripe.ts), so that a
 * valid payment gets its answer.
 */
export function fuzzApp(db: Db, stripeUrl: string): Express {
  return createApp({
    db,
    stripe: createStripe({ secretKey: "sk_test_fuzz", apiBase: stripeUrl }),
    postRateLimit: { ...open, keyPrefix: "fuzz-post" },
    contact: { rateLimit: { ...open, keyPrefix: "fuzz-contact" } },
    search: { rateLimit: { ...open, keyPrefix: "fuzz-search" } },
    statsBeaconLimit: { limit: 1_000_000, windowMs: 60_000 },
    ownerClaim: {
      clientLimit: { ...open, keyPrefix: "fuzz-claim" },
      listingLimit: { ...open, keyPrefix: "fuzz-claim" },
      emailLimit: { ...open, keyPrefix: "fuzz-claim" },
    },
  });
}
