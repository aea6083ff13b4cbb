import { Router } from "express";
import { and, eq, isNull } from "drizzle-orm";
import { REPORT_REASON_LABELS, REPORT_THANKS } from "@shared/report-change";
import { reportRequestSchema, type ContactResponse } from "@shared/schema";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { emailOutbox, inquiries } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { silentLogger } from "../../lib/logger";
import type { RateLimitCheck } from "../../middleware/rate-limit";
import { listingOwnerEmails } from "../../db/listing-owners";
import { notificationFor, ownerReportNotification } from "./notification";
import type { ContactLog, ContactOptions } from "./routes";
import type { ListingKind } from "@shared/listing-kind";

/** The name a report is stored under: the visitor gives none. */
export const REPORT_SENDER = "Report a change";

async function publishedListingName(db: Db, type: ListingKind, id: number): Promise<string | null> {
  const table = listingTable(type);
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.unpublishedAt)));
  return row?.name ?? null;
}

/**
 * POST /api/reports: "Report a change" on a listing page. It is an inquiry of kind "report" in
 * the staff inbox, with the listing's type and id in `fields`, under the contact form's rate
 * limit (the same counter: one budget of messages per visitor) and honeypot. Nothing of it is
 * shown to visitors. A claimed listing's owners get it too: by email (without the reporter's
 * address, which was given to staff) and in /account, where it is listed with their messages.
 */
export function reportRouter(db: Db, limit: RateLimitCheck, options: ContactOptions = {}): Router {
  const router = Router();

  router.post("/reports", async (req, res) => {
    const body = reportRequestSchema.parse(req.body);
    const listingName = await publishedListingName(db, body.listingType, body.listingId);
    if (listingName === null) throw new HttpError(404, `No ${body.listingType} with id ${body.listingId}`);
    const spam = Boolean(body.homepage?.trim());
    const queueMail = !spam && Boolean(options.notifyEmail);
    const reason = REPORT_REASON_LABELS[body.reason];
    const note = body.note ?? "";
    const message = [`Report a change: ${listingName} (${body.listingType} #${body.listingId})`, `Reason: ${reason}`, ...(note ? ["", note] : [])].join("\n");

    let ownersMailed = false;
    const saved = await db.transaction(async (tx) => {
      // The contact form's counter, in the transaction: a report the database fails to store takes its count back.
      await limit(req, res, { within: tx });
      const [row] = await tx
        .insert(inquiries)
        .values({
          kind: "report",
          name: REPORT_SENDER,
          email: body.email ?? "",
          message,
          professionalName: body.listingType === "professional" ? listingName : null,
          listingKind: body.listingType,
          listingId: body.listingId,
          fields: { listingType: body.listingType, listingId: String(body.listingId), listingName, reason: body.reason, ...(note && { note }) },
          status: spam ? "spam" : "new",
        })
        .returning();
      if (queueMail && row) await tx.insert(emailOutbox).values({ inquiryId: row.id, ...notificationFor(row, options.notifyEmail!) });
      if (!spam && row) {
        const owners = await listingOwnerEmails(tx, body.listingType, body.listingId);
        // No inquiry id: the outbox would give the mail the reporter's address to reply to.
        if (owners.length)
          await tx
            .insert(emailOutbox)
            .values(owners.map((to) => ({ inquiryId: null, ...ownerReportNotification(row.id, listingName, reason, note, to.email, to.locale) })));
        ownersMailed = owners.length > 0;
      }
      return row!;
    });

    const log: ContactLog = options.log ?? ((fields, text) => (req.log ?? silentLogger).info(fields, text));
    const fields = { inquiryId: saved.id, kind: "report" };
    if (spam) log(fields, "report: caught by the honeypot, stored as spam");
    else if (queueMail || ownersMailed) options.onQueued?.();
    else log(fields, "report: stored (no SMTP_URL: not mailed)");

    const answer: ContactResponse = { message: REPORT_THANKS };
    res.status(201).json(answer);
  });

  return router;
}
