import type { Request } from "express";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import type { GoldAccountDeps } from "../features/payments/subscriptions/account-routes";

// Apart from routes.ts, which imports every owner router: a router that imported this type from there made an import cycle.
/** What the owners' routers need; app.ts builds it from AppDeps. */
export interface AccountDeps {
  db: Db;
  now: () => Date;
  /** Wakes the outbox worker after a mail is queued; else it is sent at the worker's next poll. */
  onMailQueued?: (() => void) | undefined;
  /** Absent only where no route needs it (route listing in the guards test). */
  auth?: Auth;
  /** Our site's origin for links in mails (co-owner invites); the request's own when absent. */
  siteOf?: ((req: Request) => string) | undefined;
  /** Gold subscriptions (issue 17): Stripe and Gold's prices; absent without Stripe. */
  billing?: GoldAccountDeps["billing"];
}
