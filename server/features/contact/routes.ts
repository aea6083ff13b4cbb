import { Router } from "express";
import { contactRequestSchema, inquiryKindOf, type ContactResponse } from "@shared/schema";
import { parseInquiryFields } from "@shared/inquiry";
import type { Db } from "../../db/client";
import { emailOutbox, inquiries } from "../../db/schema";
import { notificationFor } from "./notification";
import type { RateLimitOptions } from "../../middleware/rate-limit";
import { contactRateLimit } from "./rate-limit";

export const CONTACT_THANKS = "Thank you for your inquiry. We'll get back to you soon.";

export interface ContactOptions {
  /** The owner's address. With it, each accepted message also gets an email_outbox row. */
  notifyEmail?: string | undefined;
  /** Called after a mail is queued, so the outbox worker sends it now instead of at its next poll. */
  onQueued?: () => void;
  rateLimit?: RateLimitOptions;
  log?: (line: string) => void;
}

export function contactRouter(db: Db, options: ContactOptions = {}): Router {
  const router = Router();
  const log = options.log ?? ((line: string) => console.log(line));

  const limit = contactRateLimit(db, options.rateLimit);

  // The row (and its outbox mail) is written before we answer: a 201 means the message is stored.
  router.post("/contact", async (req, res) => {
    const body = contactRequestSchema.parse(req.body);
    await limit(req, res); // after validation: only accepted messages count (see rate-limit.ts)
    const kind = inquiryKindOf(body.message);
    // Bots fill the hidden field; they get the same answer and no mail, so they learn nothing.
    const spam = Boolean(body.homepage?.trim());
    const queueMail = !spam && Boolean(options.notifyEmail);

    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inquiries)
        .values({
          kind,
          name: body.name,
          email: body.email,
          message: body.message,
          professionalName: body.professionalName || null,
          fields: kind === "contact" ? {} : parseInquiryFields(body.message),
          status: spam ? "spam" : "new",
        })
        .returning();
      if (queueMail && row) await tx.insert(emailOutbox).values({ inquiryId: row.id, ...notificationFor(row, options.notifyEmail!) });
      return row!;
    });

    if (spam) log(`contact: inquiry #${saved.id} caught by the honeypot, stored as spam`);
    else if (queueMail) options.onQueued?.();
    else log(`contact: new ${kind} inquiry #${saved.id} from ${saved.name} <${saved.email}> stored (no SMTP_URL: not mailed)`);

    const answer: ContactResponse = { message: CONTACT_THANKS };
    res.status(201).json(answer);
  });

  return router;
}
