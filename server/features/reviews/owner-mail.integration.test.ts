import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createBusiness, uniqueToken } from "../../db/factories";
import { reviews } from "../../db/review-schema";
import { emailOutbox, users } from "../../db/schema";
import { engines } from "../../test/database";
import { memberSession } from "../../test/member-session";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/** Issue 30: each owner of a listing gets a mail, in their language, for each newly published review of it. */
describe.each(engines)("owners' mail for a new review on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    // Behind a loopback "proxy", so the review comes from a network of its own: a kept PostgreSQL
    // database holds earlier runs' reviews from 127.0.0.1, and five in a week from one network are
    // not recommended (placement.ts), which would send no mail.
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, trustProxy: "loopback" }),
  );
  const db = () => database.db;
  const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it("mails each owner in their language when a review is published, never the writer's email; a held one when staff publish it", async () => {
    const business = await createBusiness(db(), { name: `Taller ${uniqueToken("Mail")}` });
    const owner = await ownerSession(app, db(), [{ kind: "business", id: business.id }]);
    const coOwner = await ownerSession(app, db(), [{ kind: "business", id: business.id, role: "co_owner" }]);
    await db().update(users).set({ locale: "es" }).where(eq(users.id, coOwner.user.id));
    const member = await memberSession(app, db());
    const text = `They replaced the alternator the same afternoon and showed me the old part before throwing it away. ${uniqueToken("t")}`;
    await request(app)
      .post(`/api/account/my-reviews/business/${business.id}`)
      .set("X-Forwarded-For", `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.9`)
      .set("Cookie", member.cookie)
      .send({ stars: 4, body: text, visitMonth: "2026-01", shownName: "Ana R." })
      .expect(201);

    const [en] = await mailsTo(owner.user.email);
    expect(en!.subject).toBe(`New review of ${business.name}: 4 stars`);
    expect(en!.body).toContain("4 stars, from Ana R. (visited January 2026)");
    expect(en!.body).toContain(text);
    expect(en!.body).toMatch(new RegExp(`/business/${business.id}\\n`));
    expect(en!.body).toMatch(/\/account\n/);
    expect(en!.body).not.toContain(member.email);
    const [es] = await mailsTo(coOwner.user.email);
    expect(es!.subject).toBe(`Nueva reseña de ${business.name}: 4 estrellas`);
    expect(es!.body).toContain("/es/business/");
    expect(es!.body).not.toContain(member.email);

    // A held review (the automatic checks' place, set here directly) mails them when staff publish it.
    const other = await memberSession(app, db());
    const held = await request(app)
      .post(`/api/account/my-reviews/business/${business.id}`)
      .set("Cookie", other.cookie)
      .send({ stars: 1, body: `${text} Second visit was slower.`, visitMonth: "2026-02" })
      .expect(201);
    await db().update(reviews).set({ status: "held" }).where(eq(reviews.id, held.body.id));
    const before = (await mailsTo(owner.user.email)).length;
    const editor = await staffSession(app, db(), "editor");
    await request(app)
      .post(`/api/admin/reviews/${held.body.id}/moderation`)
      .set("Cookie", editor.cookie)
      .send({ action: "publish", reason: "off_topic" })
      .expect(200);
    const after = await mailsTo(owner.user.email);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)!.subject).toBe(`New review of ${business.name}: 1 star`);
  });
});
