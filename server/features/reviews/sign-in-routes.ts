import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import type { MailAnswer } from "@shared/account/claims";
import { MEMBER_LINK_SAVED, MEMBER_LINK_SENT } from "@shared/reviews";
import { memberSignInSchema } from "@shared/reviews-schema";
import type { Auth } from "../../auth/auth";
import { mailMemberSignInLink } from "../../auth/magic-link";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { silentLogger, type Logger } from "../../lib/logger";
import { serialQueue } from "../../lib/serial-queue";
import { inMinutes, rateLimitCheck } from "../../middleware/rate-limit";
import { privateNoStore, sameOriginCheck } from "../../middleware/same-origin";

export interface MemberSignInOptions {
  db: Db;
  auth: Auth;
  siteOf: (req: Request) => string;
  publicOrigin?: string | undefined;
  onMailQueued?: (() => void) | undefined;
  mailConfigured?: boolean | undefined;
  logger?: Logger | undefined;
}

const tooMany = (s: number) => `Too many requests. Please try again in ${inMinutes(s)}.`;

/**
 * POST /api/member-sign-in {email, returnTo?} (issue 30): anyone may become a member to write
 * reviews, signing in by emailed link as owners do (no password); better-auth makes the user at
 * the link's first use. Staff accounts get no link (they sign in with their password). The answer
 * is the same whatever the email, and the link is made after it (as owner-claim/routes.ts does).
 * Without a mail server the link waits in the outbox: staff read it in the back office's Outgoing mail.
 */
export function memberSignInRouter(options: MemberSignInOptions): Router {
  const { db, auth, logger = silentLogger } = options;
  const prefix = `member-${randomUUID()}`;
  const perClient = rateLimitCheck(db, { limit: 10, windowMs: 15 * 60_000, keyPrefix: `${prefix}-client`, message: tooMany });
  const perEmail = rateLimitCheck(db, { limit: 5, windowMs: 15 * 60_000, keyPrefix: `${prefix}-email`, message: tooMany });
  const linkWork = serialQueue(logger, "member sign-in link");
  const router = express.Router();
  router.post("/member-sign-in", sameOriginCheck(options.publicOrigin), privateNoStore, async (req, res) => {
    const { email, returnTo } = memberSignInSchema.parse(req.body);
    const address = email.toLowerCase();
    await perClient(req, res);
    await perEmail(req, res, { subject: createHash("sha256").update(address).digest("hex").slice(0, 32) });
    const client = { site: options.siteOf(req), ip: req.ip ?? "", userAgent: req.get("user-agent") };
    res.on("finish", () =>
      linkWork(async () => {
        const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, address));
        if (user?.role) return;
        await mailMemberSignInLink(auth, address, client, returnTo ?? "/");
        options.onMailQueued?.();
      }),
    );
    const mailSent = options.mailConfigured === true;
    const answer: MailAnswer = { message: mailSent ? MEMBER_LINK_SENT : MEMBER_LINK_SAVED, mailSent };
    res.status(202).json(answer);
  });
  return router;
}
