import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import type { Db } from "../../db/client";
import { createProfessional, uniqueToken } from "../../db/factories";
import { reviewReplies, reviews } from "../../db/review-schema";
import { auditLog, users } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

const TEXT = "The receptionist found us a same-day slot and the doctor took time to explain the x-rays.";

/** A review row written straight to the table (the writing API has its own tests), by a new user. */
async function seedReview(db: Db, listingId: number, stars: number, status: "published" | "not_recommended" | "removed" | "held", createdAt = new Date()) {
  const userId = uniqueToken("u");
  await db.insert(users).values({ id: userId, email: `${userId}@example.test`, name: "Test Member" });
  const [row] = await db
    .insert(reviews)
    .values({
      listingKind: "professional",
      listingId,
      userId,
      stars,
      body: `${TEXT} ${userId}`,
      visitMonth: "2026-01",
      shownName: "Lupe T.",
      status,
      createdAt,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

describe.each(engines)("review moderation, replies and public reads on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 } }),
  );
  const db = () => database.db;
  const publicReviews = (id: number, query = "") => request(app).get(`/api/listings/professional/${id}/reviews${query}`).expect(200);

  it("shows published reviews newest first with average, count and distribution; not-recommended only counted unless asked; held and removed never", async () => {
    const pro = await createProfessional(db());
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await seedReview(db(), pro.id, 5, "published", day(1));
    await seedReview(db(), pro.id, 2, "published", day(3));
    await seedReview(db(), pro.id, 4, "published", day(2));
    await seedReview(db(), pro.id, 1, "not_recommended", day(4));
    await seedReview(db(), pro.id, 1, "removed", day(5));
    await seedReview(db(), pro.id, 1, "held", day(6));
    const { body } = await publicReviews(pro.id);
    expect(body).toMatchObject({ average: 3.7, count: 3, distribution: [0, 1, 0, 1, 1], notRecommendedCount: 1, sort: "newest" });
    expect(body.reviews.map((r: { stars: number }) => r.stars)).toEqual([2, 4, 5]);
    expect(body.notRecommended).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/example\.test|userId/);
    expect((await publicReviews(pro.id, "?sort=highest")).body.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 4, 2]);
    expect((await publicReviews(pro.id, "?sort=lowest")).body.reviews.map((r: { stars: number }) => r.stars)).toEqual([2, 4, 5]);
    const withHidden = (await publicReviews(pro.id, "?notRecommended=1")).body;
    expect(withHidden.notRecommended.map((r: { stars: number }) => r.stars)).toEqual([1]);
    expect(withHidden.average).toBe(3.7);
    const empty = (await publicReviews((await createProfessional(db())).id)).body;
    expect(empty).toMatchObject({ average: null, count: 0, reviews: [] });
    const bad = await request(app).get(`/api/listings/professional/${pro.id}/reviews?sort=stars`).expect(400);
    expect(bad.body.message).toContain("sort");
    await request(app).get(`/api/listings/professional/2147483000/reviews`).expect(404);
  });

  it("gives Gold no say: the same reviews and average with Gold on", async () => {
    const pro = await createProfessional(db());
    await seedReview(db(), pro.id, 1, "published");
    const before = (await publicReviews(pro.id)).body;
    const gold = await createProfessional(db(), { goldUntil: new Date(Date.now() + 86_400_000).toISOString() } as never);
    await seedReview(db(), gold.id, 1, "published");
    const withGold = (await publicReviews(gold.id)).body;
    expect({ ...withGold, id: 0, reviews: [] }).toEqual({ ...before, id: 0, reviews: [] });
  });

  it("lets staff remove with a published reason, audited, and revert it from the audit log", async () => {
    const pro = await createProfessional(db());
    const id = await seedReview(db(), pro.id, 1, "published");
    const editor = await staffSession(app, db(), "editor");
    const noReason = await request(app).post(`/api/admin/reviews/${id}/moderation`).set("Cookie", editor.cookie).send({ action: "remove" }).expect(400);
    expect(noReason.body.message).toContain("reason");
    await request(app).post(`/api/admin/reviews/${id}/moderation`).set("Cookie", editor.cookie).send({ action: "remove", reason: "because" }).expect(400);
    const removed = await request(app)
      .post(`/api/admin/reviews/${id}/moderation`)
      .set("Cookie", editor.cookie)
      .send({ action: "remove", reason: "private_information" })
      .expect(200);
    expect((await publicReviews(pro.id)).body.count).toBe(0);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.id, removed.body.auditId));
    expect(entry).toMatchObject({
      action: "review.remove",
      entityType: "review",
      before: { status: "published", reason: null },
      after: { status: "removed", reason: "private_information" },
    });
    await request(app).post(`/api/admin/audit/${removed.body.auditId}/revert`).set("Cookie", editor.cookie).send({ reason: "removed by mistake" }).expect(201);
    expect((await publicReviews(pro.id)).body.count).toBe(1);
  });

  it("lets an owner reply once (editable) and flag to the queue, never see the email nor hide a review", async () => {
    const pro = await createProfessional(db());
    const id = await seedReview(db(), pro.id, 2, "published", new Date(Date.now() - 60_000));
    const apart = await seedReview(db(), pro.id, 5, "not_recommended");
    const held = await seedReview(db(), pro.id, 1, "held");
    await seedReview(db(), pro.id, 1, "removed");
    const owner = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const base = `/api/account/listings/professional/${pro.id}/reviews`;
    const listed = await request(app).get(base).set("Cookie", owner.cookie).expect(200);
    // Published and not recommended ones, newest first, each with its status; held and removed ones are not the owner's to see.
    expect(listed.body.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [apart, "not_recommended"],
      [id, "published"],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain("@example.test");
    expect(listed.body[1]).toMatchObject({ stars: 2, shownName: "Lupe T.", reply: null, flag: null });
    await request(app).put(`${base}/${held}/reply`).set("Cookie", owner.cookie).send({ body: "Thanks!" }).expect(404);
    await request(app).put(`${base}/${id}/reply`).set("Cookie", owner.cookie).send({ body: "Thank you, we have fixed the wait." }).expect(200);
    await request(app).put(`${base}/${id}/reply`).set("Cookie", owner.cookie).send({ body: "Thank you; we hired a second nurse." }).expect(200);
    const replies = await db().select().from(reviewReplies).where(eq(reviewReplies.reviewId, id));
    expect(replies.map((r) => r.body)).toEqual(["Thank you; we hired a second nurse."]);
    const shown = (await publicReviews(pro.id)).body.reviews[0];
    expect(shown.reply.body).toBe("Thank you; we hired a second nurse.");
    const badFlag = await request(app).post(`${base}/${id}/flag`).set("Cookie", owner.cookie).send({ reason: "negative" }).expect(400);
    expect(badFlag.body.message).toContain("reason");
    await request(app).post(`${base}/${id}/flag`).set("Cookie", owner.cookie).send({ reason: "not_first_hand", note: "Never a patient." }).expect(202);
    expect((await publicReviews(pro.id)).body.count).toBe(1);
    const after = (await request(app).get(base).set("Cookie", owner.cookie).expect(200)).body[1];
    expect(after).toMatchObject({ id, reply: { body: "Thank you; we hired a second nurse." }, flag: { reason: "not_first_hand", open: true } });
    const editor = await staffSession(app, db(), "editor");
    const queue = await request(app).get("/api/admin/reviews").set("Cookie", editor.cookie).expect(200);
    expect(queue.body.find((r: { id: number }) => r.id === id)).toMatchObject({ openFlags: 1 });
    const detail = await request(app).get(`/api/admin/reviews/${id}`).set("Cookie", editor.cookie).expect(200);
    expect(detail.body.flags).toMatchObject([{ reason: "not_first_hand", note: "Never a patient." }]);
  });

  it("walks every new route as anonymous, member, owner, editor and admin", async () => {
    const pro = await createProfessional(db());
    const id = await seedReview(db(), pro.id, 3, "held");
    const owner = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const member = await ownerSession(app, db(), []);
    const editor = await staffSession(app, db(), "editor");
    const admin = await staffSession(app, db(), "admin");
    const who = { anonymous: "", member: member.cookie, owner: owner.cookie, editor: editor.cookie, admin: admin.cookie };
    const own = `/api/account/listings/professional/${pro.id}/reviews`;
    const routes: [string, string, Record<keyof typeof who, number>][] = [
      ["get", `/api/listings/professional/${pro.id}/reviews`, { anonymous: 200, member: 200, owner: 200, editor: 200, admin: 200 }],
      ["get", `/api/account/my-reviews/professional/${pro.id}`, { anonymous: 401, member: 404, owner: 404, editor: 404, admin: 404 }],
      ["delete", `/api/account/my-reviews/professional/${pro.id}`, { anonymous: 401, member: 404, owner: 404, editor: 404, admin: 404 }],
      ["get", own, { anonymous: 401, member: 404, owner: 200, editor: 404, admin: 404 }],
      ["put", `${own}/${id}/reply`, { anonymous: 401, member: 404, owner: 400, editor: 404, admin: 404 }],
      ["post", `${own}/${id}/flag`, { anonymous: 401, member: 404, owner: 400, editor: 404, admin: 404 }],
      ["get", "/api/admin/reviews", { anonymous: 401, member: 401, owner: 401, editor: 200, admin: 200 }],
      ["get", `/api/admin/reviews/${id}`, { anonymous: 401, member: 401, owner: 401, editor: 200, admin: 200 }],
      ["post", `/api/admin/reviews/${id}/moderation`, { anonymous: 401, member: 401, owner: 401, editor: 400, admin: 400 }],
    ];
    const wrong: string[] = [];
    for (const [method, path, expected] of routes)
      for (const [name, cookie] of Object.entries(who)) {
        const req = request(app)[method as "get"](path);
        if (cookie) req.set("Cookie", cookie);
        const res = method === "get" || method === "delete" ? await req : await req.send({});
        const want = expected[name as keyof typeof who];
        if (res.status !== want) wrong.push(`${method.toUpperCase()} ${path} as ${name}: ${res.status}, expected ${want}`);
      }
    expect(wrong).toEqual([]);
  });
});
