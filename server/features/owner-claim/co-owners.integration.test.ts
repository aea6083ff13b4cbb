import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import type { Db } from "../../db/client";
import { createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, emailOutbox, listingOwners } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { cookieHeader } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

const tokenIn = async (db: Db, to: string) => {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return new URL(/https?:\/\/\S+/.exec(mail!.body)![0]).searchParams.get("token")!;
};

describe.each(engines)("co-owners of a listing on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
  );
  const db = () => database.db;

  it("an owner invites by email; the invite makes a co-owner once; the owner lists and removes them (audited)", async () => {
    const pro = await createProfessional(db());
    const { cookie, user } = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const base = `/api/account/listings/professional/${pro.id}/co-owners`;
    const invitee = `${uniqueToken("co").toLowerCase()}@example.test`;
    await request(app).post(base).set("Cookie", cookie).send({ email: invitee }).expect(201);
    expect((await request(app).get(base).set("Cookie", cookie).expect(200)).body).toEqual([
      { userId: user.id, email: user.email.toLowerCase(), role: "owner" },
      { userId: null, email: invitee, role: "invited" },
    ]);
    const token = await tokenIn(db(), invitee);
    const accepted = await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
    expect(accepted.body).toMatchObject({ kind: "professional", id: pro.id, role: "co_owner" });
    await request(app).post("/api/account-claim/confirm").send({ token }).expect(410);
    const coCookie = cookieHeader(accepted.headers["set-cookie"]);
    const coId = (await request(app).get("/api/account/me").set("Cookie", coCookie).expect(200)).body.id as string;
    expect((await request(app).get(base).set("Cookie", coCookie).expect(200)).body).toContainEqual({ userId: coId, email: invitee, role: "co_owner" });

    await request(app).delete(`${base}/${user.id}`).set("Cookie", coCookie).expect(404); // the owner cannot be removed
    await request(app).delete(`${base}/${coId}`).set("Cookie", cookie).expect(204);
    await request(app).get(base).set("Cookie", coCookie).expect(404);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.actorId, user.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["listing_owner.invite", "listing_owner.remove"]));
    expect(
      await db()
        .select()
        .from(listingOwners)
        .where(and(eq(listingOwners.listingId, pro.id), eq(listingOwners.listingKind, "professional"))),
    ).toHaveLength(1);
  });

  it.each([
    [{ email: "nope" }, "email"],
    [{ email: 7 }, "email"],
    [{ email: "a@example.test", role: "owner" }, "role"],
  ])("POST co-owners %j → 400 naming %s", async (body, field) => {
    const pro = await createProfessional(db());
    const { cookie } = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const res = await request(app).post(`/api/account/listings/professional/${pro.id}/co-owners`).set("Cookie", cookie).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});
