import { and, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { reviews, reviewVersions } from "../../db/review-schema";
import { auditLog, emailOutbox } from "../../db/schema";
import { engines } from "../../test/database";
import { memberSession } from "../../test/member-session";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

// Each run's own words: the duplicate-text check sees the reviews of earlier runs on a kept PostgreSQL database.
const TEXT = `We brought our old truck in for brakes and they called before doing anything extra. Fair price. ${uniqueToken("run")}`;

describe.each(engines)("members write reviews on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, trustProxy: "loopback" }),
  );
  /**
   * A network of the test's own (the test client is a loopback proxy): a kept PostgreSQL database
   * holds earlier runs' reviews from 127.0.0.1, and five in a week from one network are not
   * recommended (placement.ts), so a test that expects "published" writes from elsewhere.
   */
  const network = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.7`;
  const db = () => database.db;
  const mine = (kind: string, id: number) => `/api/account/my-reviews/${kind}/${id}`;

  it("signs a member in by emailed link back to the listing page, with no password", async () => {
    const pro = await createProfessional(db());
    // The listing's write-a-review place: its form opens there (the section asks for the member's review only then).
    const { cookie, email, landedOn } = await memberSession(app, db(), { returnTo: `/es/professional/${pro.id}#write-review` });
    expect(landedOn).toMatch(new RegExp(`/es/professional/${pro.id}#write-review$`));
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.body).toContain("to write a review");
    // The return address is one encoded query value: a bare "#" would end the mailed link there, and a browser would keep the rest to itself.
    const mailed = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
    expect(mailed.hash).toBe("");
    expect(mailed.searchParams.get("callbackURL")).toBe(`/es/professional/${pro.id}#write-review`);
    expect((await request(app).get("/api/account/me").set("Cookie", cookie).expect(200)).body.email).toBe(email);
  });

  it("gives a staff email no link, with the same answer", async () => {
    const staff = await staffSession(app, db(), "editor");
    const answer = await request(app).post("/api/member-sign-in").send({ email: staff.user.email }).expect(202);
    const other = await request(app).post("/api/member-sign-in").send({ email: "someone-new@example.test" }).expect(202);
    expect(answer.body).toEqual(other.body);
    await memberSession(app, db());
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, staff.user.email.toLowerCase()))).toEqual([]);
  });

  it("writes, edits (the earlier text kept for staff) and deletes one review per listing", async () => {
    const business = await createBusiness(db());
    const { cookie } = await memberSession(app, db());
    const from = network();
    const created = await request(app)
      .post(mine("business", business.id))
      .set("X-Forwarded-For", from)
      .set("Cookie", cookie)
      .send({ stars: 4, body: TEXT, visitMonth: "2026-01", shownName: "Ana R." })
      .expect(201);
    expect(created.body).toMatchObject({ stars: 4, status: "published", shownName: "Ana R.", notice: null });
    const again = await request(app)
      .post(mine("business", business.id))
      .set("Cookie", cookie)
      .send({ stars: 5, body: TEXT, visitMonth: "2026-01" })
      .expect(409);
    expect(again.body.message).toMatch(/already reviewed/);
    const edited = await request(app)
      .patch(mine("business", business.id))
      .set("X-Forwarded-For", from)
      .set("Cookie", cookie)
      .send({ stars: 2, body: `${TEXT} Update: the squeak came back.` })
      .expect(200);
    expect(edited.body).toMatchObject({ stars: 2, status: "published" });
    const versions = await db().select().from(reviewVersions).where(eq(reviewVersions.reviewId, created.body.id));
    expect(versions.map((v) => [v.stars, v.body])).toEqual([[4, TEXT]]);
    expect((await request(app).get(mine("business", business.id)).set("Cookie", cookie).expect(200)).body.stars).toBe(2);
    await request(app).delete(mine("business", business.id)).set("Cookie", cookie).expect(204);
    await request(app).get(mine("business", business.id)).set("Cookie", cookie).expect(404);
  });

  it("keeps the language the writer picked, shows it with the review and the owner's reply, and keeps it through an edit unless changed", async () => {
    // Words of its own: the duplicate-text check would hold a second review with another test's text.
    const text = (n: number) => `Llegaron a tiempo, revisaron todo el cableado y dejaron la casa limpia al terminar. ${uniqueToken(`lang${n}`)}`;
    const business = await createBusiness(db());
    const { cookie } = await memberSession(app, db());
    const created = await request(app)
      .post(mine("business", business.id))
      .set("X-Forwarded-For", network())
      .set("Cookie", cookie)
      .send({ stars: 5, body: text(1), visitMonth: "2026-01", language: "es" })
      .expect(201);
    expect(created.body.language).toBe("es");
    // An edit that does not name the language keeps it; one that does changes it.
    expect((await request(app).patch(mine("business", business.id)).set("Cookie", cookie).send({ stars: 4 }).expect(200)).body.language).toBe("es");
    expect((await request(app).patch(mine("business", business.id)).set("Cookie", cookie).send({ language: "en" }).expect(200)).body.language).toBe("en");
    const owner = await ownerSession(app, db(), [{ kind: "business", id: business.id }]);
    await request(app)
      .put(`/api/account/listings/business/${business.id}/reviews/${created.body.id}/reply`)
      .set("Cookie", owner.cookie)
      .send({ body: "Gracias por su visita.", language: "es" })
      .expect(200);
    // The owner's write is audited with its language.
    const [audit] = await db()
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review_reply"), eq(auditLog.entityId, String(created.body.id))));
    expect(audit).toEqual({ action: "review_reply.create", after: { body: "Gracias por su visita.", language: "es" } });
    const shown = (await request(app).get(`/api/listings/business/${business.id}/reviews`).expect(200)).body;
    expect(shown.reviews).toEqual([
      expect.objectContaining({ language: "en", reply: expect.objectContaining({ body: "Gracias por su visita.", language: "es" }) }),
    ]);
    const owners = (await request(app).get(`/api/account/listings/business/${business.id}/reviews`).set("Cookie", owner.cookie).expect(200)).body;
    expect(owners).toEqual([expect.objectContaining({ language: "en", reply: expect.objectContaining({ language: "es" }) })]);
    // Without a language (an older client), the review's is unknown: null, never a guess.
    const other = await createBusiness(db());
    const unknown = await request(app)
      .post(mine("business", other.id))
      .set("Cookie", cookie)
      .send({ stars: 3, body: text(2), visitMonth: "2026-01" })
      .expect(201);
    expect(unknown.body.language).toBeNull();
  });

  it("refuses insiders with 403: the owner, a co-owner and staff of any role", async () => {
    const pro = await createProfessional(db());
    const owner = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const coOwner = await ownerSession(app, db(), [{ kind: "professional", id: pro.id, role: "co_owner" }]);
    const editor = await staffSession(app, db(), "editor");
    const admin = await staffSession(app, db(), "admin");
    const body = { stars: 5, body: TEXT, visitMonth: "2026-02" };
    for (const [who, cookie] of [
      ["owner", owner.cookie],
      ["co-owner", coOwner.cookie],
      ["editor", editor.cookie],
      ["admin", admin.cookie],
    ] as const) {
      const res = await request(app).post(mine("professional", pro.id)).set("Cookie", cookie).send(body);
      expect([who, res.status, res.body.code]).toEqual([who, 403, "insider"]);
      expect(res.body.message).toMatch(/cannot (write reviews|review a listing you own)/);
    }
    // By kind and id: a business of the same id may have reviews of other tests.
    expect(
      await db()
        .select()
        .from(reviews)
        .where(and(eq(reviews.listingKind, "professional"), eq(reviews.listingId, pro.id))),
    ).toEqual([]);
  });

  it("holds for staff a review from an email at the listing's own website domain", async () => {
    const domain = `${uniqueToken("garza")}.example`.toLowerCase();
    const pro = await createProfessional(db(), { website: `https://www.${domain}` });
    const { cookie } = await memberSession(app, db(), { email: `cousin@${domain}` });
    const res = await request(app).post(mine("professional", pro.id)).set("Cookie", cookie).send({ stars: 5, body: TEXT, visitMonth: "2026-02" }).expect(201);
    expect(res.body).toMatchObject({ status: "held", notice: expect.stringMatching(/staff/) });
  });

  it("answers hostile input with a 400 naming the field and stores nothing", async () => {
    const pro = await createProfessional(db());
    const { cookie } = await memberSession(app, db());
    const good = { stars: 3, body: TEXT, visitMonth: "2026-01" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, stars: 0 }, "stars"],
      [{ ...good, stars: 6 }, "stars"],
      [{ ...good, stars: "5" }, "stars"],
      [{ ...good, stars: 4.5 }, "stars"],
      [{ ...good, body: "Too short." }, "body"],
      [{ ...good, body: "x".repeat(5001) }, "body"],
      [{ ...good, body: ["array"] }, "body"],
      [{ ...good, visitMonth: "2026-13" }, "visitMonth"],
      [{ ...good, visitMonth: "2999-01" }, "visitMonth"],
      [{ ...good, shownName: "<script>alert(1)</script>" }, "shownName"],
      [{ ...good, status: "published" }, "status"],
      [{ ...good, language: "fr" }, "language"],
      [{ ...good, language: 1 }, "language"],
    ];
    for (const [body, field] of cases) {
      const res = await request(app).post(mine("professional", pro.id)).set("Cookie", cookie).send(body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.message, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    await request(app)
      .post(mine("professional", "x" as never))
      .set("Cookie", cookie)
      .send(good)
      .expect(400);
    expect(
      await db()
        .select()
        .from(reviews)
        .where(and(eq(reviews.listingKind, "professional"), eq(reviews.listingId, pro.id))),
    ).toEqual([]);
  });

  it("writes once when a submission is retried with its Idempotency-Key", async () => {
    const pro = await createProfessional(db());
    const { cookie } = await memberSession(app, db());
    const send = () =>
      request(app)
        .post(mine("professional", pro.id))
        .set("Cookie", cookie)
        .set("Idempotency-Key", `review-${pro.id}-retry-key`)
        .send({ stars: 1, body: TEXT, visitMonth: "2026-01" });
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await db().select().from(reviews).where(eq(reviews.listingId, pro.id))).toHaveLength(1);
  });
});
