import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import express, { type Router } from "express";
import { adminLeadsQuerySchema, leadDeleteSchema, leadIdParamsSchema, leadReassignSchema, type AdminLead } from "@shared/leads";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import type { AdminDeps } from "../../admin/deps";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import { leads } from "../../db/lead-schema";
import { businesses, professionals } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";
import { leadColumns, toOwnerLead } from "./lead-view";
import { publishedListing } from "./listing-lookup";

const isPro = sql`${leads.listingKind} = 'professional'`;
const isBiz = sql`${leads.listingKind} = 'business'`;

/**
 * Staff's leads (issue 31): every lead, by status, category and plan (Gold: a professional whose
 * Gold runs now), reassigned to another listing or deleted on a visitor's request; audited.
 */
export function adminLeadsRouter({ db, now }: Pick<AdminDeps, "db" | "now">): Router {
  const router = express.Router();

  router.get("/leads", requireRole("editor"), async (req, res) => {
    const query = adminLeadsQuerySchema.parse(req.query);
    const after = decodeIdCursor(query.cursor);
    const category = sql<number | null>`coalesce(${professionals.categoryId}, ${businesses.categoryId})`;
    const goldNow = and(isPro, gt(professionals.goldUntil, now().toISOString()));
    const filters: (SQL | undefined)[] = [
      query.status ? eq(leads.status, query.status) : undefined,
      query.categoryId ? sql`${category} = ${query.categoryId}` : undefined,
      query.plan === "gold"
        ? goldNow
        : query.plan === "basic"
          ? or(isBiz, isNull(professionals.goldUntil), lt(professionals.goldUntil, now().toISOString()))
          : undefined,
      after === undefined ? undefined : lt(leads.id, after),
    ];
    const rows = await db
      .select({
        ...leadColumns,
        listingKind: leads.listingKind,
        listingId: leads.listingId,
        spamReason: leads.spamReason,
        listingName: sql<string | null>`coalesce(${professionals.name}, ${businesses.name})`,
      })
      .from(leads)
      .leftJoin(professionals, and(isPro, eq(professionals.id, leads.listingId)))
      .leftJoin(businesses, and(isBiz, eq(businesses.id, leads.listingId)))
      .where(and(...filters))
      .orderBy(desc(leads.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    if (rows.length > query.limit) res.set(NEXT_CURSOR_HEADER, encodeIdCursor(page.at(-1)!.id));
    const answer: AdminLead[] = page.map((r) => ({
      ...toOwnerLead(r),
      listingKind: r.listingKind,
      listingId: r.listingId,
      listingName: r.listingName,
      spamReason: r.spamReason,
    }));
    res.json(answer);
  });

  router.post("/leads/:leadId/reassign", requireRole("editor"), async (req, res) => {
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const target = leadReassignSchema.parse(req.body);
    if (!(await publishedListing(db, target.listingKind, target.listingId))) throw HttpError.forField(404, "listingId", "No such listing.");
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ listingKind: leads.listingKind, listingId: leads.listingId }).from(leads).where(eq(leads.id, leadId));
      if (!before) throw new HttpError(404, "Request not found.");
      await tx
        .update(leads)
        .set({ listingKind: target.listingKind, listingId: target.listingId, updatedAt: sql`now()` })
        .where(eq(leads.id, leadId));
      await recordAudit(tx, auditActor(req, res), { action: "lead.reassign", entityType: "lead", entityId: leadId, before, after: target });
    });
    res.json({ id: leadId, ...target });
  });

  router.delete("/leads/:leadId", requireRole("admin"), async (req, res) => {
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const { reason } = leadDeleteSchema.parse(req.body ?? {});
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(leads)
        .where(eq(leads.id, leadId))
        .returning({ listingKind: leads.listingKind, listingId: leads.listingId, kind: leads.kind });
      if (!gone) throw new HttpError(404, "Request not found.");
      // The audit keeps what the lead was about, never the visitor's personal data.
      await recordAudit(tx, auditActor(req, res), { action: "lead.delete", entityType: "lead", entityId: leadId, before: gone, after: null, reason });
    });
    res.status(204).end();
  });

  return router;
}
