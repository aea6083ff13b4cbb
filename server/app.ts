import compression from "compression";
import express, { type Express } from "express";
import type Stripe from "stripe";
import { accountRouter } from "./account/routes";
import { loadAccountSession } from "./account/owner";
import { adminRouter } from "./admin/routes";
import { createAuth, type Auth, type PasswordHasher } from "./auth/auth";
import { processSecret } from "./auth/auth-secret";
import { authRouter, type AuthRouteOptions } from "./auth/routes";
import { loadStaffSession } from "./auth/session";
import { enforceAdminTwoFactor } from "./auth/two-factor-policy";
import type { Db } from "./db/client";
import { contactRouter, type ContactOptions } from "./features/contact/routes";
import { leadPublicRouter, type LeadRouteOptions } from "./features/leads/routes";
import { mailStatusRouter } from "./features/outbox/mail-status-routes";
import { freshnessRouter } from "./features/freshness/routes";
import { countFirstPages } from "./features/listing-stats/appearances";
import { statsBeaconRouter } from "./features/listing-stats/beacon-routes";
import type { MemoryLimitOptions } from "./features/listing-stats/client-limit";
import { createStatsRecorder, type StatsRecorder } from "./features/listing-stats/recorder";
import { createValueCache, type ValueCache } from "./features/directory/cache";
import { magazineLinksRouter } from "./features/directory/magazine-routes";
import { mediaRouter, type MediaCacheOptions } from "./features/media/media-routes";
import { directoryRouter } from "./features/directory/routes";
import { createProfessionalSearch, type ProfessionalSearch } from "./features/directory/professional-search";
import type { SearchOptions } from "./features/directory/search-budget";
import { ownerClaimRouter, type OwnerClaimOptions } from "./features/owner-claim/routes";
import { reviewReadRouter } from "./features/reviews/read-routes";
import { memberSignInRouter } from "./features/reviews/sign-in-routes";
import { originResolver, type OriginPolicy } from "./lib/origin";
import { healthRouter } from "./features/health/routes";
import { paymentsRouter } from "./features/payments/routes";
import { badgeRouter } from "./features/partners/badge-routes";
import { feedRouter } from "./features/partners/feed-routes";
import { partnerKeyGate } from "./features/partners/key-gate";
import { partnerRouter } from "./features/partners/routes";
import { stripeWebhookRouter } from "./features/payments/webhook-routes";
import { createPriceCatalog, type PriceCatalog } from "./features/payments/subscriptions/gold-prices";
import type { Logger } from "./lib/logger";
import type { Drain } from "./middleware/drain";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { rejectMalformedHost } from "./middleware/host-header";
import { recheckAfterWrites } from "./middleware/recheck-after-write";
import { postRateLimit, type RateLimitOptions } from "./middleware/rate-limit";
import { rejectInvalidText } from "./middleware/reject-invalid-text";
import { requestLog } from "./middleware/request-log";
import { idempotency, type IdempotencyOptions } from "./middleware/idempotency";
import { requestTimeout } from "./middleware/request-timeout";
import { privateNoStore, sameOriginCheck } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { openApiRouter } from "./openapi/routes";

export interface AppDeps {
  db: Db;
  /** How long an import, dry run or revert waits for the one running before its 409 (IMPORT_LOCK_WAIT_MS). */
  importLockWaitMs?: number | undefined;
  stripe: Stripe | null;
  /** Mounts the client (Vite middleware or the static build) after the API, before the error handler. */
  mountClient?: (app: Express) => void;
  /** Signing secret of POST /api/stripe/webhook (whsec_...); without it the endpoint answers 503. */
  stripeWebhookSecret?: string | undefined;
  /** The clock of payment logic (Gold dates, webhook signature age); tests set it. */
  now?: () => Date;
  /** Gold's Stripe prices (issue 17); made from `stripe` when absent. */
  prices?: PriceCatalog;
  /** Owner notification and rate limit of POST /api/contact. */
  contact?: ContactOptions;
  /** The public quote and appointment requests' per-client limit (issue 31; features/leads/routes.ts). */
  leads?: Pick<LeadRouteOptions, "rateLimit">;
  /** Failed Stripe webhook signatures accepted per client before 429 (features/payments/webhook-routes.ts). */
  stripeWebhookSignatureLimit?: RateLimitOptions;
  /** The limit of every POST under /api but the Stripe webhook (see middleware/rate-limit.ts). */
  postRateLimit?: RateLimitOptions;
  /** One log line per request when given (server/index.ts); tests usually leave it out. */
  logger?: Logger;
  /** Relaxes the CSP for Vite's dev server. */
  dev?: boolean;
  /** Express "trust proxy": which proxies may set X-Forwarded-For/-Proto (client IP, HTTPS). */
  trustProxy?: boolean | number | string;
  /** An answer is due within this time, else 503 (default 20 s). */
  requestTimeoutMs?: number;
  /** Idempotency-Key answers: how long kept, how long a concurrent retry waits (middleware/idempotency.ts). */
  idempotency?: IdempotencyOptions;
  /** SIGTERM draining: /readyz turns 503 and connections close after their answer. */
  drain?: Drain;
  /** Search limits: count cap, concurrency, statement timeout and per-IP budget (features/directory/search-budget.ts). */
  search?: SearchOptions;
  /** The search shared with the page renderer (server/index.ts); built from `search` when absent. */
  professionalSearch?: ProfessionalSearch;
  /** Directory read cache (server/index.ts: counter re-read at most once a second); by default it re-reads it on every request. */
  directoryCache?: ValueCache;
  /** Staff sign-in (server/auth/auth.ts); without it, one with a per-process secret (tests). */
  auth?: Auth;
  /** Tests only, with no `auth`: the password hasher of the one made here (default better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
  /** /api/auth: PUBLIC_ORIGIN and the sign-in attempt limits (server/auth/routes.ts). */
  authRoutes?: AuthRouteOptions;
  /** GET /media/<hash>.<ext>: the in-memory cache of recently served images (features/media/media-routes.ts). */
  media?: MediaCacheOptions;
  /** Claim and owner sign-in rate limits (server/features/owner-claim/routes.ts); tests set them. */
  ownerClaim?: Pick<OwnerClaimOptions, "clientLimit" | "listingLimit" | "emailLimit"> & {
    /** The hosts that links in claim mails may name (server/index.ts: ALLOWED_HOSTS); PUBLIC_ORIGIN comes from authRoutes. */
    origin?: Omit<OriginPolicy, "publicOrigin">;
  };
  /**
   * Listing statistics (issue 17): the process's in-memory counts, flushed on its timer
   * (server/index.ts); null counts nothing (STATS_COUNTING=false); by default one that flushes only when asked (tests).
   */
  stats?: StatsRecorder | null;
  /** Partner keys' read limit per key (issue 32; features/partners/key-gate.ts); server/index.ts gives the shared prefix "partner". */
  partnerRateLimit?: RateLimitOptions;
  /** The statistics beacon's per-client limit in this process (default 120 a minute; features/listing-stats/client-limit.ts). */
  statsBeaconLimit?: MemoryLimitOptions;
}

/** Builds the Express app; never listens (tests run it in-process). */
export function createApp(deps: AppDeps): Express {
  const { db, stripe, mountClient, contact, stripeWebhookSecret, now, drain } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);
  if (deps.logger) app.use(requestLog(deps.logger));
  app.use(securityHeaders({ dev: deps.dev ?? false }));
  app.use(rejectMalformedHost);
  if (drain) app.use(drain.middleware);
  app.use(healthRouter(db, { isDraining: () => drain?.draining ?? false }));
  app.use(requestTimeout(deps.requestTimeoutMs));
  const stats = deps.stats === undefined ? createStatsRecorder({ db, intervalMs: 0 }) : deps.stats;
  // Listing pages' statistics beacon: before the re-check below and the API's POST limit, both of
  // which cost a database round trip per request (features/listing-stats/beacon-routes.ts).
  app.use("/api", statsBeaconRouter({ recorder: stats, publicOrigin: deps.authRoutes?.publicOrigin, limit: deps.statsBeaconLimit }));
  const directoryCache = deps.directoryCache ?? createValueCache(db);
  // Every write this process answers (back office, owners, imports, the Stripe webhook) makes
  // its next directory read re-check the change counter: an editor sees their own change at once.
  app.use(recheckAfterWrites(directoryCache));
  // better-auth reads its own request bodies, so it is mounted before the API's JSON parser.
  const auth = deps.auth ?? createAuth({ db, secret: processSecret(), passwordHasher: deps.passwordHasher });
  app.use("/api/auth", authRouter(auth, db, deps.authRoutes));
  // Mail goes out only through the outbox worker that setUpContact starts with SMTP_URL; without it mail waits in the outbox.
  const mailConfigured = contact?.onQueued !== undefined;
  const siteOf = originResolver({ publicOrigin: deps.authRoutes?.publicOrigin, ...deps.ownerClaim?.origin });
  // Gold subscriptions (issue 17): one price catalog for the webhook and the owners' Gold section.
  const billing = stripe ? { stripe, prices: deps.prices ?? createPriceCatalog(stripe, now) } : undefined;
  // Stripe signs the raw bytes, so its webhook is mounted before the JSON parser of the API.
  app.use(
    "/api",
    stripeWebhookRouter({
      db,
      stripe,
      secret: stripeWebhookSecret,
      now: now ?? (() => new Date()),
      signatureLimit: deps.stripeWebhookSignatureLimit,
      billing: billing && { prices: billing.prices, siteOf, onMailQueued: contact?.onQueued },
    }),
  );

  const api = express.Router();
  // Partner keys (issue 32): a request with a key is checked, limited and counted first; a write with one is refused.
  api.use(partnerKeyGate(db, deps.partnerRateLimit));
  // Counted before the body is read, so a limited client costs us no parsing.
  api.use(postRateLimit(db, deps.postRateLimit));
  api.use(express.json({ limit: "100kb" }));
  api.use(rejectInvalidText);
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-cache");
    next();
  });
  // A submission retried with its Idempotency-Key gets its first answer and writes nothing.
  api.use(idempotency(db, deps.idempotency));
  // The back office: same-origin writes only, the staff member from the session cookie, never
  // cached; each route's first handler is requireRole (server/admin/guards.integration.test.ts).
  api.use(
    "/admin",
    sameOriginCheck(deps.authRoutes?.publicOrigin),
    privateNoStore,
    loadStaffSession(auth),
    enforceAdminTwoFactor(db),
    adminRouter({ db, stripe, now: now ?? (() => new Date()), onMailQueued: contact?.onQueued, auth, siteOf, importLockWaitMs: deps.importLockWaitMs }),
  );
  // Owners (issue 16): the same guards as the back office, for any signed-in user; each route
  // starts with requireAccount (server/account/guards.integration.test.ts).
  api.use(
    "/account",
    sameOriginCheck(deps.authRoutes?.publicOrigin),
    privateNoStore,
    loadAccountSession(auth),
    accountRouter({ db, now: now ?? (() => new Date()), onMailQueued: contact?.onQueued, auth, siteOf, billing }),
  );
  // Claiming a listing and owners' sign-in links (issue 16): public, same-origin POSTs.
  api.use(
    ownerClaimRouter({
      db,
      auth,
      now: now ?? (() => new Date()),
      publicOrigin: deps.authRoutes?.publicOrigin,
      siteOf,
      onMailQueued: contact?.onQueued,
      logger: deps.logger,
      mailConfigured,
      ...deps.ownerClaim,
    }),
  );
  // Reviews (issue 30): members' sign-in links and a listing's public reviews.
  api.use(
    memberSignInRouter({ db, auth, siteOf, publicOrigin: deps.authRoutes?.publicOrigin, onMailQueued: contact?.onQueued, mailConfigured, logger: deps.logger }),
  );
  api.use(reviewReadRouter(db, now ?? (() => new Date())));
  api.use(
    directoryRouter(db, directoryCache, deps.professionalSearch ?? createProfessionalSearch(db, deps.search), stats ? countFirstPages(stats) : undefined),
  );
  api.use(magazineLinksRouter(db, directoryCache));
  // The partners' bulk reads stream their own answers (an NDJSON export is not compressed as a whole).
  api.use(partnerRouter(db, siteOf));
  // Compression is mounted per router, after the directory's: its reads send their own
  // encodings, made once per cached value (lib/send-json.ts), and the middleware's per-request
  // wrapping alone cost ~18% of a cached read's rate. The client mounts its own (server/client.ts).
  api.use(compression());
  api.use(freshnessRouter({ db, now: now ?? (() => new Date()) }));
  api.use(contactRouter(db, contact));
  api.use(leadPublicRouter(db, { ...deps.leads, siteOf, onMailQueued: contact?.onQueued }));
  api.use(mailStatusRouter(mailConfigured));
  api.use(paymentsRouter(db, stripe));
  // The API's own description and its reference page (issue 32).
  api.use(openApiRouter());
  api.use(apiNotFound);
  app.use("/api", api);
  // Owners' images, from the database (issue 16): before the client, whose fallback would answer the SPA.
  app.use(mediaRouter(db, deps.media));
  // Feeds and the embeddable badge (issue 32): public, cacheable, outside /api.
  app.use(feedRouter(db, siteOf));
  app.use(badgeRouter({ db, now: now ?? (() => new Date()) }));

  mountClient?.(app);
  app.use(errorHandler);
  return app;
}
