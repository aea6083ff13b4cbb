import { and, eq, inArray, isNull } from "drizzle-orm";
import request from "supertest";
import type { AccountMessage } from "@shared/account/messages";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { createApp } from "../../app";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, emailOutbox, inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("an owner's messages in /account on %s", (engine) => {
  const now = () => new Date("2026-11-23T18:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, now, contact: { rateLimit: { limit: 1_000_000 } } }),
  );
  const send = (listingKind: "professional" | "business", listingId: number, message: string, extra: Record<string, unknown> = {}) =>
    request(app)
      .post("/api/contact")
      .send({ name: "Maria Lopez", email: "maria@example.com", message, listingKind, listingId, ...extra })
      .expect(201);
  const report = (listingKind: "professional" | "business", listingId: number, note: string) =>
    request(app).post("/api/reports").send({ listingType: listingKind, listingId, reason: "wrong-phone", note }).expect(201);
  const messagesOf = async (cookie: string, path: string) => (await request(app).get(path).set("Cookie", cookie).expect(200)).body as AccountMessage[];

  it("lists the listing's change reports, never its contact messages (leads since issue 31), spam or another listing's", async () => {
    const pro = await createProfessional(database.db);
    const other = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await send("professional", pro.id, "Are you open Saturday?");
    await send("professional", pro.id, "Buy cheap pills", { homepage: "http://spam.example" });
    await send("business", other.id, "Not yours");
    await request(app)
      .post("/api/reports")
      .send({ listingType: "professional", listingId: pro.id, reason: "wrong-phone", note: "The number rings a bakery.", email: "reporter@example.com" })
      .expect(201);

    const list = await messagesOf(cookie, `/api/account/listings/professional/${pro.id}/messages`);
    // Issue 31: the contact message is the listing's lead of kind "message" (one owner inbox).
    expect(list.map((m) => m.kind)).toEqual(["report"]);
    // The reporter's address was given to staff, not to the owner.
    expect(list[0]).toMatchObject({ kind: "report", email: null });
    expect(list[0]!.message).toContain("The number rings a bakery.");
  });

  it("pages with X-Next-Cursor and refuses a forged cursor with 400", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    for (const n of [1, 2, 3]) await report("professional", pro.id, `Message ${n}`);
    const path = `/api/account/listings/professional/${pro.id}/messages`;
    const first = await request(app).get(`${path}?limit=2`).set("Cookie", cookie).expect(200);
    expect(first.body.map((m: AccountMessage) => m.message.split("\n").at(-1))).toEqual(["Message 3", "Message 2"]);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    const second = await request(app).get(`${path}?limit=2&cursor=${cursor}`).set("Cookie", cookie).expect(200);
    expect(second.body.map((m: AccountMessage) => m.message.split("\n").at(-1))).toEqual(["Message 1"]);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    const bad = await request(app).get(`${path}?cursor=bm9wZQ`).set("Cookie", cookie).expect(400);
    expect(bad.body.message).toMatch(/cursor/);
    expect((await request(app).get(`${path}?limit=500`).set("Cookie", cookie).expect(400)).body.message).toMatch(/limit/);
  });

  it("marks a message answered once, audited as the owner; staff's inbox status is untouched", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await report("professional", pro.id, "Please fix the phone");
    const [message] = await messagesOf(cookie, `/api/account/listings/professional/${pro.id}/messages`);
    const path = `/api/account/listings/professional/${pro.id}/messages/${message!.id}/answered`;
    const marked = await request(app).post(path).set("Cookie", cookie).expect(200);
    expect(marked.body).toMatchObject({ id: message!.id, answeredAt: "2026-11-23T18:00:00.000Z" });
    expect((await request(app).post(path).set("Cookie", cookie).expect(200)).body.answeredAt).toBe("2026-11-23T18:00:00.000Z");
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "inquiry"), eq(auditLog.entityId, String(message!.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "inquiry.owner_answered", actorId: user.id });
    const [row] = await database.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, message!.id));
    expect(row!.status).toBe("new");
  });

  it("answers 404 for another listing's message, a spam one or an unknown id, and 400 for a malformed id", async () => {
    const pro = await createProfessional(database.db);
    const other = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await report("professional", other.id, "For the other listing");
    await request(app).post("/api/reports").send({ listingType: "professional", listingId: pro.id, reason: "closed", homepage: "x" }).expect(201);
    // A contact message is a lead now: not an answerable message here.
    await send("professional", pro.id, "Are you open?");
    const [contact] = await database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.listingId, pro.id), eq(inquiries.kind, "contact")));
    const [otherMessage] = await database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.listingId, other.id));
    const [spam] = await database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.listingId, pro.id), eq(inquiries.status, "spam")));
    const base = `/api/account/listings/professional/${pro.id}/messages`;
    for (const id of [otherMessage!.id, spam!.id, contact!.id, 2_000_000_000])
      expect((await request(app).post(`${base}/${id}/answered`).set("Cookie", cookie).expect(404)).body.message).toBe("Message not found.");
    expect((await request(app).post(`${base}/abc/answered`).set("Cookie", cookie).expect(400)).body.message).toMatch(/messageId/);
    const untouched = await database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(inArray(inquiries.id, [otherMessage!.id, spam!.id]), isNull(inquiries.ownerAnsweredAt)));
    expect(untouched).toHaveLength(2);
  });

  it("mails a claimed listing's owners a change report without the reporter's address", async () => {
    const biz = await createBusiness(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    await request(app).post("/api/reports").send({ listingType: "business", listingId: biz.id, reason: "closed", email: "reporter-x@example.com" }).expect(201);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ inquiryId: null, subject: `Change reported for ${biz.name}` });
    expect(mails[0]!.body).toContain("Reason: Closed");
    expect(mails[0]!.body).not.toContain("reporter-x@example.com");
  });
});
