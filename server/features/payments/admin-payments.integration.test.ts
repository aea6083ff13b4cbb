import { and, eq } from "drizzle-orm";
import request from "supertest";
import { adminPaymentSchema, goldStatusSchema, type AdminPayment } from "@shared/admin/payments";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { createProfessional } from "../../db/factories";
import { auditLog, payments, professionals } from "../../db/schema";
import { staffCookie, setupAdminApp, useAdminKit } from "../../test/admin-kit";
import { engines } from "../../test/database";

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

describe.each(engines)("admin payments on %s", (engine) => {
  const kit = useAdminKit(engine);
  const admin = () => staffCookie(kit.app, kit.database.db, "admin");
  const goldUntil = async (id: number) => {
    const [row] = await kit.database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, id));
    return iso(row?.goldUntil);
  };
  /** A Gold plan paid in full: the intent made through our API, its success delivered by a signed webhook. */
  const pay = async (professionalId: number, plan = "gold-monthly") => {
    const id = await kit.createIntent({ plan, professionalId });
    kit.stripe.markSucceeded(id);
    await kit.deliver("payment_intent.succeeded", id).expect(200);
    return id;
  };
  const get = async (path: string, cookie: string) => request(kit.app).get(path).set("Cookie", cookie);
  const post = async (path: string, cookie: string, body: object) => request(kit.app).post(path).set("Cookie", cookie).send(body);

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  it("lists a professional's payments newest first, each with its ledger entries and webhook events", async () => {
    const { cookie } = await admin();
    const pro = await createProfessional(kit.database.db);
    const first = await pay(pro.id);
    const second = await kit.createIntent({ plan: "gold-annual", professionalId: pro.id });
    await kit.deliver("payment_intent.payment_failed", second).expect(200);
    const res = await get(`/api/admin/payments?professionalId=${pro.id}`, cookie);
    expect(res.status).toBe(200);
    const rows = res.body as AdminPayment[];
    rows.forEach((r) => adminPaymentSchema.parse(r));
    expect(rows.map((r) => [r.intentId, r.status, r.plan])).toEqual([
      [second, "failed", "gold-annual"],
      [first, "succeeded", "gold-monthly"],
    ]);
    expect(rows[1]).toMatchObject({ professionalName: pro.name, amountCents: 4900, refundedCents: 0 });
    expect(rows[1]!.ledger).toMatchObject([{ kind: "gold_granted", goldFrom: "2031-03-15T12:00:00.000Z", goldUntil: "2031-04-15T12:00:00.000Z" }]);
    expect(rows[1]!.events.map((e) => e.type)).toEqual(["payment_intent.succeeded"]);
    expect(rows[0]!.events.map((e) => e.type)).toEqual(["payment_intent.payment_failed"]);
  });

  it("filters by status and by date, and pages with the X-Next-Cursor header", async () => {
    const { cookie } = await admin();
    const pro = await createProfessional(kit.database.db);
    const ids = [await pay(pro.id), await pay(pro.id), await pay(pro.id)];
    const failed = await kit.createIntent({ plan: "gold-monthly", professionalId: pro.id });
    await kit.deliver("payment_intent.payment_failed", failed).expect(200);
    await kit.database.db
      .update(payments)
      .set({ createdAt: new Date("2020-01-10T00:00:00Z") })
      .where(eq(payments.stripePaymentIntentId, ids[0]!));

    const ok = await get(`/api/admin/payments?professionalId=${pro.id}&status=succeeded`, cookie);
    expect(ok.body.map((r: AdminPayment) => r.intentId)).toEqual([ids[2], ids[1], ids[0]]);
    const january = await get(`/api/admin/payments?professionalId=${pro.id}&from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z`, cookie);
    expect(january.body.map((r: AdminPayment) => r.intentId)).toEqual([ids[0]]);

    const page1 = await get(`/api/admin/payments?professionalId=${pro.id}&limit=3`, cookie);
    expect(page1.body.map((r: AdminPayment) => r.intentId)).toEqual([failed, ids[2], ids[1]]);
    expect(page1.headers["x-total-count"]).toBe("4");
    const cursor = page1.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    const page2 = await get(`/api/admin/payments?professionalId=${pro.id}&limit=3&cursor=${cursor}`, cookie);
    expect(page2.body.map((r: AdminPayment) => r.intentId)).toEqual([ids[0]]);
    expect(page2.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();

    const bad = await get(`/api/admin/payments?status=paid&from=yesterday&cursor=zzz`, cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(["status", "from"]));
  });

  it("shows a professional's Gold: status, paid-through date and payments", async () => {
    const { cookie } = await admin();
    const pro = await createProfessional(kit.database.db);
    const id = await pay(pro.id);
    const res = await get(`/api/admin/professionals/${pro.id}/gold`, cookie);
    expect(res.status).toBe(200);
    const status = goldStatusSchema.parse(res.body);
    expect(status).toMatchObject({ professionalId: pro.id, name: pro.name, gold: true, goldUntil: "2031-04-15T12:00:00.000Z" });
    expect(status.payments.map((p) => p.intentId)).toEqual([id]);
    expect((await get(`/api/admin/professionals/2147483647/gold`, cookie)).status).toBe(404);
  });

  it("grants, extends and revokes Gold by hand, each audited with its reason and the dates before and after", async () => {
    const { cookie, staff } = await admin();
    const pro = await createProfessional(kit.database.db);
    const path = `/api/admin/professionals/${pro.id}/gold`;

    const granted = await post(path, cookie, { action: "grant", months: 1, reason: "Paid by check at the office" });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ gold: true, goldUntil: "2031-04-15T12:00:00.000Z" });
    // A second grant would move the end: the listing is Gold, so it must be extended instead.
    expect((await post(path, cookie, { action: "grant", months: 3, reason: "Second grant by mistake" })).status).toBe(409);

    expect((await post(path, cookie, { action: "extend", months: 1, reason: "Goodwill for the outage" })).body.goldUntil).toBe("2031-05-15T12:00:00.000Z");
    // Never backwards: an extend to a date before the current end is refused and changes nothing.
    const back = await post(path, cookie, { action: "extend", until: "2031-04-01T00:00:00Z", reason: "Shorter by mistake" });
    expect(back.status).toBe(409);
    expect(await goldUntil(pro.id)).toBe("2031-05-15T12:00:00.000Z");
    await post(path, cookie, { action: "extend", until: "2031-06-01T00:00:00Z", reason: "Until the June issue" }).then((r) => expect(r.status).toBe(200));

    kit.clock = new Date("2031-03-20T12:00:00.000Z");
    const revoked = await post(path, cookie, { action: "revoke", reason: "Chargeback by the bank" });
    expect(revoked.body).toMatchObject({ gold: false, goldUntil: "2031-03-20T12:00:00.000Z" });
    expect((await post(path, cookie, { action: "revoke", reason: "Twice by mistake" })).status).toBe(409);

    const entries = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "gold"), eq(auditLog.entityId, String(pro.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before?.goldUntil, e.after?.goldUntil, e.reason, e.actorId, e.actorEmail])).toEqual([
      ["gold.grant", null, "2031-04-15T12:00:00.000Z", "Paid by check at the office", staff.id, staff.email],
      ["gold.extend", "2031-04-15T12:00:00.000Z", "2031-05-15T12:00:00.000Z", "Goodwill for the outage", staff.id, staff.email],
      ["gold.extend", "2031-05-15T12:00:00.000Z", "2031-06-01T00:00:00.000Z", "Until the June issue", staff.id, staff.email],
      ["gold.revoke", "2031-06-01T00:00:00.000Z", "2031-03-20T12:00:00.000Z", "Chargeback by the bank", staff.id, staff.email],
    ]);
  });

  it("refuses a Gold change without a reason of 5 characters, with months and until together, or 11 years ahead", async () => {
    const { cookie } = await admin();
    const pro = await createProfessional(kit.database.db);
    const path = `/api/admin/professionals/${pro.id}/gold`;
    const noReason = await post(path, cookie, { action: "grant", months: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toHaveProperty("reason");
    expect((await post(path, cookie, { action: "grant", months: 1, reason: " ok  " })).body.fieldErrors).toHaveProperty("reason");
    expect((await post(path, cookie, { action: "grant", months: 1, until: "2031-06-01T00:00:00Z", reason: "Both given" })).body.fieldErrors).toHaveProperty(
      "months",
    );
    expect((await post(path, cookie, { action: "grant", until: "2043-01-01T00:00:00Z", reason: "Far too long" })).status).toBe(400);
    expect((await post(path, cookie, { action: "grant", until: "2031-03-01T00:00:00Z", reason: "In the past" })).status).toBe(409);
    expect(await goldUntil(pro.id)).toBeNull();
  });

  it("answers 403 to an editor and 401 without a session on every payments route", async () => {
    const { cookie } = await staffCookie(kit.app, kit.database.db, "editor");
    const pro = await createProfessional(kit.database.db);
    const id = await pay(pro.id);
    const routes: [string, string, object?][] = [
      ["get", "/api/admin/payments"],
      ["get", `/api/admin/professionals/${pro.id}/gold`],
      ["post", `/api/admin/professionals/${pro.id}/gold`, { action: "revoke", reason: "Editor tries this" }],
      ["post", `/api/admin/payments/${id}/refund`, { reason: "Editor tries this" }],
    ];
    for (const [method, path, body] of routes) {
      const asEditor = method === "get" ? await get(path, cookie) : await post(path, cookie, body!);
      expect(asEditor.status, `${method} ${path}`).toBe(403);
      const anonymous = method === "get" ? await request(kit.app).get(path) : await request(kit.app).post(path).send(body!);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    expect(await goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    expect(kit.stripe.refunds).toHaveLength(0);
  });
});

describe.each(engines)("admin payments without Stripe on %s", (engine) => {
  const { database, app } = setupAdminApp(engine);
  it("answers a refund with 503 and a clear message", async () => {
    const { cookie } = await staffCookie(app, database.db, "admin");
    const res = await request(app).post("/api/admin/payments/pi_none123/refund").set("Cookie", cookie).send({ reason: "Customer asked for it" });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/Stripe is not configured/);
  });
});
