import { Router, type Request, type Response } from "express";
import type { z } from "zod";
import {
  adminListQuerySchema,
  businessCreateSchema,
  businessPatchSchema,
  duplicatesQuerySchema,
  professionalCreateSchema,
  professionalPatchSchema,
  type AdminListQuery,
  type DuplicateConflict,
} from "@shared/admin/listings";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { idParamSchema } from "@shared/schema";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import {
  findDuplicates,
  getAdminBusiness,
  getAdminProfessional,
  listAdminBusinesses,
  listAdminProfessionals,
  type AdminPage,
  type ListingKind,
} from "./admin-queries";
import { positionFor, type LocationFields } from "../../lib/listing-position";
import { changedFields, checkExternalId, checkReferences, insertBusiness, insertProfessional, updateBusiness, updateProfessional } from "./admin-writes";

type Values = Record<string, unknown> & {
  phone?: string | null;
  name?: string;
  address?: string | null;
  categoryId?: number | null;
  businessId?: number | null;
};
type Record_ = { id: number; unpublishedAt: string | null } & Record<string, unknown>;

/** What differs between the two kinds of listing; the routes are the same. */
interface ListingSpec {
  kind: ListingKind;
  /** The path segment: /api/admin/professionals, /api/admin/businesses. */
  plural: string;
  createSchema: z.ZodType<Values & { confirmDuplicate?: boolean | undefined }>;
  patchSchema: z.ZodType<Values>;
  list: (db: Db, query: AdminListQuery) => Promise<AdminPage<Record_>>;
  get: (db: Db, id: number) => Promise<Record_ | undefined>;
  insert: (tx: Db, values: Values) => Promise<number>;
  update: (tx: Db, id: number, values: Values) => Promise<void>;
}

const specs: ListingSpec[] = [
  {
    kind: "professional",
    plural: "professionals",
    createSchema: professionalCreateSchema,
    patchSchema: professionalPatchSchema,
    list: listAdminProfessionals,
    get: getAdminProfessional,
    insert: (tx, v) => insertProfessional(tx, v as z.output<typeof professionalCreateSchema>),
    update: (tx, id, v) => updateProfessional(tx, id, v),
  },
  {
    kind: "business",
    plural: "businesses",
    createSchema: businessCreateSchema,
    patchSchema: businessPatchSchema,
    list: listAdminBusinesses,
    get: getAdminBusiness,
    insert: (tx, v) => insertBusiness(tx, v as z.output<typeof businessCreateSchema>),
    update: (tx, id, v) => updateBusiness(tx, id, v),
  },
];

/**
 * /api/admin/professionals and /api/admin/businesses for editors: the list (search, category,
 * status, keyset pages), one record with its back-office columns, likely duplicates, create,
 * edit, publish and unpublish. Every write is one transaction with its audit entry.
 */
export function adminListingsRouter(db: Db): Router {
  const router = Router();
  for (const spec of specs) mountListing(router, db, spec);
  return router;
}

function mountListing(router: Router, db: Db, spec: ListingSpec) {
  const base = `/${spec.plural}`;
  const load = async (id: number, from: Db = db) => (await spec.get(from, id)) ?? notFound(spec.kind, id);

  router.get(base, requireRole("editor"), async (req, res) => {
    const page = await spec.list(db, adminListQuerySchema.parse(req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows);
  });

  // Before /:id, which would otherwise take "duplicates" for an id.
  router.get(`${base}/duplicates`, requireRole("editor"), async (req, res) => {
    res.json(await findDuplicates(db, spec.kind, duplicatesQuerySchema.parse(req.query)));
  });

  router.get(`${base}/:id`, requireRole("editor"), async (req, res) => {
    res.json(await load(idParamSchema.parse(req.params).id));
  });

  router.post(base, requireRole("editor"), async (req: Request, res: Response) => {
    const { confirmDuplicate, ...fields } = spec.createSchema.parse(req.body);
    // A new listing is placed at once: its exact position, else its San Antonio ZIP's point (Near me).
    const values: Values = { ...fields, ...positionFor(fields) };
    if (!confirmDuplicate) {
      const duplicates = await findDuplicates(db, spec.kind, values);
      if (duplicates.length) {
        const answer: DuplicateConflict = { message: `This ${spec.kind} may already be listed: check the likely duplicates, or save anyway.`, duplicates };
        return void res.status(409).json(answer);
      }
    }
    const actor = auditActor(req, res);
    const id = await db.transaction(async (tx) => {
      await checkReferences(tx, values);
      await checkExternalId(tx, spec.kind, values.externalId as string | null);
      const id = await spec.insert(tx, values);
      await recordAudit(tx, actor, { action: `${spec.kind}.create`, entityType: spec.kind, entityId: id, before: null, after: values });
      return id;
    });
    res
      .status(201)
      .location(`/api/admin${base}/${id}`)
      .json(await load(id));
  });

  router.patch(`${base}/:id`, requireRole("editor"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const values = spec.patchSchema.parse(req.body);
    const actor = auditActor(req, res);
    await db.transaction(async (tx) => {
      const current = await load(id, tx);
      const { before, after, changed } = changedFields(current, { ...values, ...positionFor(values, current as LocationFields) });
      if (!changed) return;
      await checkReferences(tx, after);
      await checkExternalId(tx, spec.kind, after.externalId as string | null | undefined, id);
      // A staff edit is a check too: the public page says "Checked by our staff on …".
      await spec.update(tx, id, { ...after, staffCheckedAt: new Date().toISOString() });
      await recordAudit(tx, actor, { action: `${spec.kind}.update`, entityType: spec.kind, entityId: id, before, after });
    });
    res.json(await load(id));
  });

  // "Mark checked": staff confirmed the listing is still correct (issue 16 item 7), audited.
  router.post(`${base}/:id/checked`, requireRole("editor"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const actor = auditActor(req, res);
    await db.transaction(async (tx) => {
      const current = await load(id, tx);
      const staffCheckedAt = new Date().toISOString();
      await spec.update(tx, id, { staffCheckedAt });
      await recordAudit(tx, actor, {
        action: `${spec.kind}.checked`,
        entityType: spec.kind,
        entityId: id,
        before: { staffCheckedAt: current.staffCheckedAt ?? null },
        after: { staffCheckedAt },
      });
    });
    res.json(await load(id));
  });

  for (const verb of ["publish", "unpublish"] as const) {
    router.post(`${base}/:id/${verb}`, requireRole("editor"), async (req, res) => {
      const { id } = idParamSchema.parse(req.params);
      const actor = auditActor(req, res);
      await db.transaction(async (tx) => {
        const current = await load(id, tx);
        // Already in that state: nothing to change, nothing to record.
        if ((current.unpublishedAt === null) === (verb === "publish")) return;
        const unpublishedAt = verb === "publish" ? null : new Date().toISOString();
        await spec.update(tx, id, { unpublishedAt });
        await recordAudit(tx, actor, {
          action: `${spec.kind}.${verb}`,
          entityType: spec.kind,
          entityId: id,
          before: { unpublishedAt: current.unpublishedAt },
          after: { unpublishedAt },
        });
      });
      res.json(await load(id));
    });
  }
}

function notFound(kind: ListingKind, id: number): never {
  throw new HttpError(404, `No ${kind} with id ${id}`);
}
