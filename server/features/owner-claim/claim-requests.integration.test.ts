import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { CLAIM_REQUEST_SENT } from "@shared/account/claims";
import { createApp } from "../../app";
import type { Db } from "../../db/client";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, claimRequests, emailOutbox, inquiries, listingOwners } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { cookieHeader, staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

const mailTo = async (db: Db, to: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)))[0] ?? null;
const linkIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]);

describe.each(engines)("claim requests through the staff inbox on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
  );
  const db = () => database.db;
  const form = (kind: "professional" | "business", id: number, email: string) => ({
    kind,
    id,
    name: "Marisol Garza",
    role: "Managing partner",
    phone: "210-555-0142",
    email,
    note: "The listing email is an old assistant's inbox.",
  });

  it("stores the request and a staff inbox message; an editor approves it, the requester gets a claim link that makes them owner", async () => {
    const biz = await createBusiness(db(), { email: null });
    const email = `${uniqueToken("req").toLowerCase()}@example.test`;
    const sent = await request(app)
      .post("/api/claim-requests")
      .send(form("business", biz.id, email))
      .expect(202);
    expect(sent.body.message).toBe(CLAIM_REQUEST_SENT);
    const [stored] = await db().select().from(claimRequests).where(eq(claimRequests.email, email));
    expect(stored).toMatchObject({ listingKind: "business", listingId: biz.id, status: "pending", phone: "210-555-0142" });
    const [inbox] = await db().select().from(inquiries).where(eq(inquiries.id, stored!.inquiryId!));
    expect(inbox).toMatchObject({ kind: "report", email, listingId: null });
    expect(inbox!.fields).toMatchObject({ type: "claim", listingId: String(biz.id) });

    const { cookie } = await staffSession(app, db(), "editor");
    const list = await request(app).get("/api/admin/claims").set("Cookie", cookie).expect(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: stored!.id, listingName: expect.any(String), status: "pending" }));
    await request(app).post(`/api/admin/claims/${stored!.id}/approve`).set("Cookie", cookie).send({}).expect(200);
    await request(app).post(`/api/admin/claims/${stored!.id}/approve`).set("Cookie", cookie).send({}).expect(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim_request.approve"), eq(auditLog.entityId, String(stored!.id))));
    expect(audit).toHaveLength(1);

    const mail = await mailTo(db(), email);
    const token = linkIn(mail!.body).searchParams.get("token")!;
    const confirmed = await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ kind: "business", id: biz.id, role: "owner" });
    const owners = await db()
      .select()
      .from(listingOwners)
      .where(and(eq(listingOwners.listingKind, "business"), eq(listingOwners.listingId, biz.id)));
    expect(owners).toHaveLength(1);
    const me = await request(app).get("/api/account/me").set("Cookie", cookieHeader(confirmed.headers["set-cookie"])).expect(200);
    expect(me.body.email).toBe(email);
  });

  it("rejects: the requester is told by email, nothing is granted", async () => {
    const pro = await createProfessional(db());
    const email = `${uniqueToken("rej").toLowerCase()}@example.test`;
    await request(app)
      .post("/api/claim-requests")
      .send(form("professional", pro.id, email))
      .expect(202);
    const [stored] = await db().select().from(claimRequests).where(eq(claimRequests.email, email));
    const { cookie } = await staffSession(app, db(), "editor");
    await request(app).post(`/api/admin/claims/${stored!.id}/reject`).set("Cookie", cookie).send({ reason: "We could not reach you by phone." }).expect(200);
    const mail = await mailTo(db(), email);
    expect(mail!.body).toMatch(/not approved/);
    expect(mail!.body).toMatch(/could not reach you by phone/);
    expect(mail!.body).not.toMatch(/token=/);
    expect(
      await db()
        .select()
        .from(listingOwners)
        .where(and(eq(listingOwners.listingKind, "professional"), eq(listingOwners.listingId, pro.id))),
    ).toEqual([]);
    const [after] = await db().select().from(claimRequests).where(eq(claimRequests.id, stored!.id));
    expect(after!.status).toBe("rejected");
  });

  it("keeps claim requests from owners (not staff) and signed-out visitors", async () => {
    await request(app).get("/api/admin/claims").expect(401);
    const { cookie } = await ownerSession(app, db(), []);
    expect([401, 403]).toContain((await request(app).get("/api/admin/claims").set("Cookie", cookie)).status);
  });

  it.each([
    ["/api/admin/claims/abc/approve", {}, "id"],
    ["/api/admin/claims/1/reject", { reason: 5 }, "reason"],
    ["/api/admin/claims/1/reject", { reason: "r".repeat(1001) }, "reason"],
    ["/api/admin/claims/1/approve", { grant: "admin" }, "grant"],
  ])("POST %s %j → 400 naming %s", async (path, body, field) => {
    const { cookie } = await staffSession(app, db(), "editor");
    const res = await request(app).post(path).set("Cookie", cookie).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it("GET /api/admin/claims?status=bogus → 400 naming status; 404 for an unknown request", async () => {
    const { cookie } = await staffSession(app, db(), "editor");
    expect(JSON.stringify((await request(app).get("/api/admin/claims?status=bogus").set("Cookie", cookie).expect(400)).body)).toContain("status");
    await request(app).post("/api/admin/claims/2147483000/approve").set("Cookie", cookie).send({}).expect(404);
  });
});
