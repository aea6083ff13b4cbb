import { asc, eq, like, or, sql } from "drizzle-orm";
import { Router } from "express";
import { categoryInputSchema, type AdminCategory } from "@shared/admin/listings";
import { idParamSchema } from "@shared/schema";
import { slugFromTitle } from "@shared/slug";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { businesses, categories, professionals } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { countOf } from "@shared/plural";
import { changedFields } from "./admin-writes";

/**
 * How many listings (published or not) use the category: a delete is refused while any does.
 * The outer column is written out in full: inside the subquery a bare "id" would be the listing's.
 */
const outerId = sql.raw('"categories"."id"');
const usage = {
  professionals: sql<number>`(select count(*)::int from ${professionals} where ${professionals.categoryId} = ${outerId})`,
  businesses: sql<number>`(select count(*)::int from ${businesses} where ${businesses.categoryId} = ${outerId})`,
};

const categoryColumns = { id: categories.id, name: categories.name, nameEs: categories.nameEs, slug: categories.slug, ...usage };

async function getCategory(db: Db, id: number): Promise<AdminCategory> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw new HttpError(404, `No category with id ${id}`);
  return row;
}

async function checkNameFree(db: Db, name: string, selfId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  if (taken && taken.id !== selfId) throw new HttpError(409, `name: a category named "${name}" already exists`);
}

/** A slug from the name, made unique with -2, -3…; it never changes afterwards (links such as ?category=banking keep working). */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = (slugFromTitle(name) || "category").slice(0, 50).replace(/-+$/, "") || "category";
  const taken = new Set(
    (
      await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * /api/admin/categories for editors: the list with how many listings use each, create, rename
 * (the slug stays as it is) and delete, refused with 409 and the counts while a listing uses it.
 */
export function adminCategoriesRouter(db: Db): Router {
  const router = Router();

  router.get("/categories", requireRole("editor"), async (_req, res) => {
    res.json(await db.select(categoryColumns).from(categories).orderBy(asc(categories.name)));
  });

  router.post("/categories", requireRole("editor"), async (req, res) => {
    const { name, nameEs = null } = categoryInputSchema.parse(req.body);
    const actor = auditActor(req, res);
    const id = await db.transaction(async (tx) => {
      await checkNameFree(tx, name);
      const [row] = await tx
        .insert(categories)
        .values({ name, nameEs, slug: await freeSlug(tx, name) })
        .returning();
      await recordAudit(tx, actor, {
        action: "category.create",
        entityType: "category",
        entityId: row!.id,
        before: null,
        after: { name, slug: row!.slug, ...(nameEs !== null && { nameEs }) },
      });
      return row!.id;
    });
    res.status(201).json(await getCategory(db, id));
  });

  router.patch("/categories/:id", requireRole("editor"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = categoryInputSchema.parse(req.body);
    const actor = auditActor(req, res);
    await db.transaction(async (tx) => {
      const current = await getCategory(tx, id);
      // Only what changed is written and audited: the name, the Spanish name (issue 29; left out, it stays), or both.
      const { before, after, changed } = changedFields(current, input);
      if (!changed) return;
      if (after.name !== undefined) await checkNameFree(tx, input.name, id);
      await tx.update(categories).set(after).where(eq(categories.id, id));
      await recordAudit(tx, actor, { action: "category.update", entityType: "category", entityId: id, before, after });
    });
    res.json(await getCategory(db, id));
  });

  router.delete("/categories/:id", requireRole("editor"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const actor = auditActor(req, res);
    const inUse = await db.transaction(async (tx) => {
      // Locked: a listing put in it now waits (its foreign key's share lock) until the delete is decided.
      await tx.execute(sql`select 1 from ${categories} where ${categories.id} = ${id} for update`);
      const current = await getCategory(tx, id);
      if (current.professionals || current.businesses) return current;
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        action: "category.delete",
        entityType: "category",
        entityId: id,
        before: { name: current.name, slug: current.slug },
        after: null,
      });
      return null;
    });
    if (inUse) {
      const { professionals, businesses } = inUse;
      const message = `This category is used by ${countOf(professionals, "professional")} and ${countOf(businesses, "business", "businesses")}: move them to another category first.`;
      return void res.status(409).json({ message, professionals, businesses });
    }
    res.status(204).end();
  });

  return router;
}
