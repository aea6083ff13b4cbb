import { Router } from "express";
import type Stripe from "stripe";
import { goldChangeSchema, paymentsQuerySchema, refundRequestSchema } from "@shared/admin/payments";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { idParamSchema, intentIdParamSchema } from "@shared/schema";
import { auditActor } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { changeGold } from "./admin-gold";
import { goldStatus, listPayments } from "./admin-queries";
import { refundPayment } from "./admin-refund";

export interface AdminPaymentsDeps {
  db: Db;
  stripe: Stripe | null;
  now: () => Date;
}

/** /api/admin payments routes: admins only (issue 15: payments actions and refunds are the admin's). */
export function adminPaymentsRouter({ db, stripe, now }: AdminPaymentsDeps): Router {
  const router = Router();

  router.get("/payments", requireRole("admin"), async (req, res) => {
    const query = paymentsQuerySchema.parse(req.query);
    const page = await listPayments(db, query);
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows);
  });

  router.get("/professionals/:id/gold", requireRole("admin"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const status = await goldStatus(db, id, now());
    if (!status) throw new HttpError(404, `No professional with id ${id}`);
    res.json(status);
  });

  router.post("/professionals/:id/gold", requireRole("admin"), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const change = goldChangeSchema.parse(req.body);
    await changeGold(db, auditActor(req, res), id, change, now());
    res.json(await goldStatus(db, id, now()));
  });

  router.post("/payments/:intentId/refund", requireRole("admin"), async (req, res) => {
    const { intentId } = intentIdParamSchema.parse(req.params);
    const body = refundRequestSchema.parse(req.body);
    if (!stripe) throw new HttpError(503, "Refunds need Stripe, and Stripe is not configured on this server (STRIPE_SECRET_KEY).");
    res.json(await refundPayment(db, stripe, auditActor(req, res), intentId, body));
  });

  return router;
}
