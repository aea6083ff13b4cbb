import express, { type Router } from "express";
import { eq } from "drizzle-orm";
import { createPartnerKeySchema, type CreatedPartnerKey } from "@shared/partners";
import { idParamSchema } from "@shared/schema";
import { requireRole } from "../../auth/staff";
import { auditActor, recordAudit } from "../../audit/record-audit";
import type { AdminDeps } from "../../admin/deps";
import { partnerKeys } from "../../db/partner-schema";
import { HttpError } from "../../lib/http-error";
import { activeKeyWhere, keyById, listKeys, newToken } from "./keys";

/**
 * /api/admin/partner-keys (issue 32), admins only: list the keys with their usage, create one
 * (its secret is in this answer and nowhere else, ever), revoke one. Each write is audited in its
 * transaction, and its answer is read there too (a 503 then means nothing was stored). Neither
 * is revertible from the audit log: a revoked key stays revoked (a key that leaked must not come
 * back by a click), and a created key is revoked, not deleted.
 */
export function adminPartnerKeysRouter({ db, now }: Pick<AdminDeps, "db" | "now">): Router {
  const router = express.Router();

  router.get("/partner-keys", requireRole("admin"), async (_req, res) => {
    res.json(await listKeys(db, now()));
  });

  router.post("/partner-keys", requireRole("admin"), async (req, res) => {
    const body = createPartnerKeySchema.parse(req.body);
    const actor = auditActor(req, res);
    const token = newToken();
    const scopes = [...new Set(body.scopes)];
    const key = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnerKeys)
        .values({ name: body.name, contact: body.contact, scopes, keyHash: token.hash, keyPrefix: token.prefix, createdBy: actor.actorEmail })
        .returning({ id: partnerKeys.id });
      await recordAudit(tx, actor, {
        action: "partner_key.create",
        entityType: "partner_key",
        entityId: row!.id,
        before: null,
        // Never the secret nor its hash: the log is read by every admin.
        after: { name: body.name, contact: body.contact, scopes, keyPrefix: token.prefix },
      });
      // Read in the transaction: a read after the commit that failed would answer 503 for a key
      // that exists, and the retry (its Idempotency-Key released by the 503) would make a second.
      return (await keyById(tx, row!.id, now()))!;
    });
    const answer: CreatedPartnerKey = { key, secret: token.secret };
    res.status(201).json(answer);
  });

  router.post("/partner-keys/:id/revoke", requireRole("admin"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const actor = auditActor(req, res);
    const key = await db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(partnerKeys)
        .set({ revokedAt: now().toISOString() })
        .where(activeKeyWhere(id))
        .returning({ revokedAt: partnerKeys.revokedAt, name: partnerKeys.name });
      if (!revoked) {
        const [exists] = await tx.select({ id: partnerKeys.id }).from(partnerKeys).where(eq(partnerKeys.id, id));
        throw exists ? new HttpError(409, "This key is already revoked.") : new HttpError(404, `No partner key ${id}`);
      }
      await recordAudit(tx, actor, {
        action: "partner_key.revoke",
        entityType: "partner_key",
        entityId: id,
        before: { revokedAt: null },
        after: { revokedAt: new Date(revoked.revokedAt!).toISOString() },
        reason: `Revoked the key of ${revoked.name}`,
      });
      // In the transaction, as for a created key: no read after the commit can turn it into a 503.
      return keyById(tx, id, now());
    });
    res.json(key);
  });

  return router;
}
