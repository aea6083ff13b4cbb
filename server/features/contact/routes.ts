import { Router } from "express";
import { contactRequestSchema, inquiryKindOf, type ContactResponse } from "@shared/schema";
import { parseInquiryFields } from "@shared/inquiry";
import type { Db } from "../../db/client";
import { silentLogger } from "../../lib/logger";
import { emailOutbox, inquiries } from "../../db/schema";
import { leads } from "../../db/lead-schema";
import { listingOwnerEmails } from "../../db/listing-owners";
import { notificationFor } from "./notification";
import type { RateLimitOptions } from "../../middleware/rate-limit";
import { contactRateLimit } from "./rate-limit";
import { reportRouter } from "./report-routes";

export const CONTACT_THANKS = "Thank you for your inquiry. We'll get back to you soon.";

export interface ContactOptions {
  /** The owner's address. With it, each accepted message also gets an email_outbox row. */
  notifyEmail?: string | undefined;
  /** Called after a mail is queued, so the outbox worker sends it now instead of at its next poll. */
  onQueued?: () => void;
  rateLimit?: RateLimitOptions;
  /** Instead of the request's logger (tests). Fields are ids only, never what the visitor wrote. */
  log?: ContactLog;
}

/** One structured log line, as pino's logger.info(fields, message) takes it. */
export type ContactLog = (fields: { inquiryId: number; kind: string }, message: string) => void;

export function contactRouter(db: Db, options: ContactOptions = {}): Router {
  const router = Router();
  const limit = contactRateLimit(db, options.rateLimit);

  // The row (and its outbox mail) is written before we answer: a 201 means the message is stored.
  router.post("/contact", async (req, res) => {
    const body = contactRequestSchema.parse(req.body);
    const kind = inquiryKindOf(body.message);
    // Bots fill the hidden field; they get the same answer and no mail, so they learn nothing.
    const spam = Boolean(body.homepage?.trim());
    const queueMail = !spam && Boolean(options.notifyEmail);

    let ownersMailed = false;
    const saved = await db.transaction(async (tx) => {
      // After validation: only accepted messages count (see rate-limit.ts); in the transaction, so
      // a message the database fails to store (503) takes its count back.
      await limit(req, res, { within: tx });
      const [row] = await tx
        .insert(inquiries)
        .values({
          kind,
          name: body.name,
          email: body.email,
          message: body.message,
          professionalName: body.professionalName || null,
          listingKind: body.listingKind ?? null,
          listingId: body.listingId ?? null,
          fields: kind === "contact" ? {} : parseInquiryFields(body.message),
          status: spam ? "spam" : "new",
        })
        .returning();
      // Issue 31: a message sent from a listing's Contact button is also that listing's lead of
      // kind "message", so its owners work it in their one inbox (the inquiry stays staff's).
      if (row && kind === "contact" && body.listingKind && body.listingId)
        await tx.insert(leads).values({
          kind: "message",
          listingKind: body.listingKind,
          listingId: body.listingId,
          inquiryId: row.id,
          needed: body.message,
          replyBy: "email",
          name: body.name,
          email: body.email,
          status: spam ? "spam" : "new",
          spamReason: spam ? "honeypot" : null,
        });
      if (queueMail && row) await tx.insert(emailOutbox).values({ inquiryId: row.id, ...notificationFor(row, options.notifyEmail!) });
      // The owners of the listing whose page sent the message get it too (never a spam one).
      if (!spam && row && body.listingKind && body.listingId) {
        const owners = await listingOwnerEmails(tx, body.listingKind, body.listingId);
        if (owners.length) await tx.insert(emailOutbox).values(owners.map((to) => ({ inquiryId: row.id, ...notificationFor(row, to.email, to.locale) })));
        ownersMailed = owners.length > 0;
      }
      return row!;
    });

    // Ids only: a name, an email or a message is the visitor's, and a name could forge log lines.
    const log: ContactLog = options.log ?? ((fields, message) => (req.log ?? silentLogger).info(fields, message));
    const fields = { inquiryId: saved.id, kind };
    if (spam) log(fields, "contact: inquiry caught by the honeypot, stored as spam");
    else if (queueMail || ownersMailed) options.onQueued?.();
    else log(fields, "contact: inquiry stored (no SMTP_URL: not mailed)");

    const answer: ContactResponse = { message: CONTACT_THANKS };
    res.status(201).json(answer);
  });

  router.use(reportRouter(db, limit, options));
  return router;
}
