import { and, desc, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { Router } from "express";
import { linksIn, outboxQuerySchema, type OutboxMail, type OutboxStatus } from "@shared/admin/outbox";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";

const PAGE = 50;

const statusWhere: Record<OutboxStatus, SQL> = {
  sent: isNotNull(emailOutbox.sentAt),
  waiting: and(isNull(emailOutbox.sentAt), isNull(emailOutbox.lastError))!,
  failing: and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.lastError))!,
};

const statusOf = (row: { sentAt: Date | null; lastError: string | null }): OutboxStatus => (row.sentAt ? "sent" : row.lastError ? "failing" : "waiting");

/**
 * GET /api/admin/outbox: every mail the site wrote (owners' sign-in and claim links, staff replies,
 * password links, reports), sent or not. Without SMTP_URL nothing leaves the outbox, and this is
 * where staff find a link to hand on. Admins only: the mails hold sign-in and password links, so
 * an editor reading them could sign in as an admin.
 */
export function outboxAdminRouter(db: Db): Router {
  const router = Router();
  router.get("/outbox", requireRole("admin"), async (req, res) => {
    const query = outboxQuerySchema.parse(req.query);
    const before = decodeIdCursor(query.cursor);
    const rows = await db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        body: emailOutbox.body,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(and(query.status ? statusWhere[query.status] : undefined, before === undefined ? undefined : lt(emailOutbox.id, before)))
      .orderBy(desc(emailOutbox.id))
      .limit(PAGE + 1);
    const page = rows.slice(0, PAGE);
    if (rows.length > PAGE) res.set(NEXT_CURSOR_HEADER, encodeIdCursor(page.at(-1)!.id));
    const mails: OutboxMail[] = page.map((row) => ({
      ...row,
      links: linksIn(row.body),
      status: statusOf(row),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
    res.json(mails);
  });
  return router;
}
