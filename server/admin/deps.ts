import type { Request } from "express";
import type Stripe from "stripe";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";

// Apart from routes.ts, which imports every back-office router: a router that imported this type from there made an import cycle.
/** What the back office's routers need; app.ts builds it from AppDeps. */
export interface AdminDeps {
  db: Db;
  stripe: Stripe | null;
  now: () => Date;
  /** Wakes the outbox worker after staff queue a mail (app.ts: contact.onQueued); else it is sent at the worker's next poll. */
  onMailQueued?: (() => void) | undefined;
  /** Staff invitations make better-auth set-up tokens (server/auth/staff-invite.ts); absent only where no route needs it (route listing). */
  auth?: Auth;
  /** Our site's origin for links in mails (claim approvals); the request's own when absent. */
  siteOf?: ((req: Request) => string) | undefined;
  /** How long an import waits for the running one before its 409 (import/admin-routes.ts). */
  importLockWaitMs?: number | undefined;
}
