import { eq, or } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional, uniqueToken } from "../../db/factories";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { emailOutbox, inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { foldInquiryMessage } from "@shared/inquiry";

describe.each(engines)("POST /api/contact on %s", (engine) => {
  // A counter of its own and room for every request here: the rate limit has its own tests.
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      db,
      stripe: null,
      passwordHasher: testPasswordHasher,
      contact: { rateLimit: { limit: 1000, keyPrefix: uniqueToken("contact-test") }, log: (fields, message) => logged.push({ ...fields, message }) },
    }),
  );
  const logged: Record<string, unknown>[] = [];

  const rowsFor = (email: string) => database.db.select().from(inquiries).where(eq(inquiries.email, email));

  it("stores a contact message before answering 201 with a message", async () => {
    const email = `${uniqueToken()}@example.com`;
    const res = await request(app)
      .post("/api/contact")
      .send({ name: "Maria Lopez", email, message: "Hello there", professionalName: "Dr. Ana Reyes" })
      .expect(201);
    expect(res.body.message).toBe("Thank you for your inquiry. We'll get back to you soon.");
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      name: "Maria Lopez",
      message: "Hello there",
      professionalName: "Dr. Ana Reyes",
      status: "new",
      fields: {},
    });
  });

  it("stores the kind and id of the listing whose page sent the message", async () => {
    const email = `${uniqueToken()}@example.com`;
    await request(app)
      .post("/api/contact")
      .send({ name: "Maria Lopez", email, message: "Are you open Saturday?", professionalName: "Dr. Ana Reyes", listingKind: "professional", listingId: 42 })
      .expect(201);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ listingKind: "professional", listingId: 42, professionalName: "Dr. Ana Reyes" });
  });

  it("queues the message to the listing's owners, and to nobody for another listing", async () => {
    const pro = await createProfessional(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const email = `${uniqueToken()}@example.com`;
    await request(app)
      .post("/api/contact")
      .send({ name: "Lee Chan", email, message: "Owner mail", listingKind: "professional", listingId: pro.id })
      .expect(201);
    const [row] = await rowsFor(email);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id));
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    const other = `${uniqueToken()}@example.com`;
    await request(app).post("/api/contact").send({ name: "Lee Chan", email: other, message: "x", listingKind: "business", listingId: pro.id }).expect(201);
    const [row2] = await rowsFor(other);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row2!.id))).toHaveLength(0);
  });

  it.each([
    [{ listingKind: "restaurant", listingId: 1 }, "listingKind"],
    [{ listingKind: "business", listingId: 0 }, "listingId"],
    [{ listingKind: "business", listingId: "1; drop table inquiries" }, "listingId"],
    [{ listingKind: "business", listingId: 1.5 }, "listingId"],
    [{ listingKind: "business" }, "listingId"],
    [{ listingId: 7 }, "listingId"],
  ])("answers 400 naming the field for a hostile listing reference %j", async (extra, field) => {
    const email = `${uniqueToken()}@example.com`;
    const res = await request(app)
      .post("/api/contact")
      .send({ name: "Maria Lopez", email, message: "Hello", ...extra })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("derives the kind and the structured fields from an advertising or news prefix", async () => {
    const email = `${uniqueToken()}@example.com`;
    const advertising = foldInquiryMessage("advertising", [
      ["Business Name", "Sample Bakery"],
      ["Package", "gold-annual"],
    ]);
    const news = foldInquiryMessage("news", [
      ["Company", "Sample Co"],
      ["News", "We moved\nto Stone Oak"],
    ]);
    await request(app).post("/api/contact").send({ name: "A", email, message: advertising }).expect(201);
    await request(app).post("/api/contact").send({ name: "B", email, message: news }).expect(201);
    const rows = (await rowsFor(email)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => r.kind)).toEqual(["advertising", "news"]);
    expect(rows[0]!.fields).toEqual({ businessName: "Sample Bakery", package: "gold-annual" });
    expect(rows[1]!.fields).toEqual({ company: "Sample Co", news: "We moved to Stone Oak" });
  });

  it("keeps fields whose labels are named like Object.prototype keys", async () => {
    const email = `${uniqueToken()}@example.com`;
    const labels = ["Constructor", "To String", "Has Own Property", "Value Of", "Proto"];
    const message = foldInquiryMessage(
      "advertising",
      labels.map((label, i) => [label, `value ${i}`]),
    );
    await request(app).post("/api/contact").send({ name: "A", email, message }).expect(201);
    const [row] = await rowsFor(email);
    expect(row!.fields).toEqual({ constructor: "value 0", toString: "value 1", hasOwnProperty: "value 2", valueOf: "value 3", proto: "value 4" });
  });

  // Every case carries a unique email or message, so "stored nothing" is checked on this test's own rows.
  it.each([
    [(t: string) => ({ email: `${t}@example.com`, message: "m" }), /name/],
    [(t: string) => ({ name: "A", message: t }), /email/],
    [(t: string) => ({ name: "A", email: "not-an-email", message: t }), /email/],
    [(t: string) => ({ name: "A", email: `${t}@example.com` }), /message/],
    [(t: string) => ({ name: "   ", email: `${t}@example.com`, message: "m" }), /name/],
    [(t: string) => ({ name: "A", email: `${t}@example.com`, message: 42 }), /message/],
    [(t: string) => ({ name: "A".repeat(201), email: `${t}@example.com`, message: "m" }), /name/],
    [(t: string) => ({ name: "A", email: `${t}@example.com`, message: "m".repeat(10_001) }), /message/],
  ])("answers 400 naming the field (case %#) and stores nothing", async (makeBody, field) => {
    const token = uniqueToken("bad");
    const res = await request(app).post("/api/contact").send(makeBody(token)).expect(400);
    expect(res.body.message).toMatch(field);
    expect(res.body.fieldErrors).toBeTypeOf("object");
    const stored = await database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(or(eq(inquiries.email, `${token}@example.com`), eq(inquiries.message, token)));
    expect(stored).toHaveLength(0);
  });

  it("answers 400 JSON for malformed JSON, without a stack trace", async () => {
    const res = await request(app).post("/api/contact").set("content-type", "application/json").send('{"name": "A",').expect(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers 413 JSON for a body over the limit", async () => {
    const res = await request(app)
      .post("/api/contact")
      .send({ name: "A", email: "a@example.com", message: "x".repeat(200_000) })
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("answers 400 for a body that is not an object", async () => {
    await request(app).post("/api/contact").set("content-type", "application/json").send("[1,2]").expect(400);
    await request(app).post("/api/contact").send("name=A").expect(400);
  });

  it("without a notify address stores the message, logs it and queues no mail", async () => {
    const email = `${uniqueToken()}@example.com`;
    await request(app).post("/api/contact").send({ name: "Log Only", email, message: "Hello" }).expect(201);
    const [row] = await rowsFor(email);
    expect(logged).toContainEqual({ inquiryId: row!.id, kind: "contact", message: "contact: inquiry stored (no SMTP_URL: not mailed)" });
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id))).toEqual([]);
  });

  it("stores a honeypot-filled message as spam and answers exactly like a real one", async () => {
    const email = `${uniqueToken()}@example.com`;
    const res = await request(app).post("/api/contact").send({ name: "Bot", email, message: "Buy now", homepage: "https://spam.example.com" }).expect(201);
    expect(res.body).toEqual({ message: "Thank you for your inquiry. We'll get back to you soon." });
    const rows = await rowsFor(email);
    expect(rows.map((r) => r.status)).toEqual(["spam"]);
  });

  it("treats a blank honeypot as a real message", async () => {
    const email = `${uniqueToken()}@example.com`;
    await request(app).post("/api/contact").send({ name: "Person", email, message: "Hi", homepage: "  " }).expect(201);
    expect((await rowsFor(email)).map((r) => r.status)).toEqual(["new"]);
  });

  it("queues the owner's mail in the same transaction when a notify address is set", async () => {
    const queued: number[] = [];
    const notifying = createApp({
      db: database.db,
      stripe: null,
      contact: { notifyEmail: "owner@example.com", onQueued: () => queued.push(1), rateLimit: { limit: 1000, keyPrefix: uniqueToken("notify-test") } },
    });
    const email = `${uniqueToken()}@example.com`;
    await request(notifying).post("/api/contact").send({ name: "Queued Person", email, message: "Please call me" }).expect(201);
    const [row] = await rowsFor(email);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id));
    expect(mails).toHaveLength(1);
    // (Not its attempts: on the shared PostgreSQL another test file's outbox worker may already be sending it.)
    expect(mails[0]).toMatchObject({ to: "owner@example.com", subject: "New contact message from Queued Person" });
    expect(mails[0]!.body).toContain("Please call me");
    expect(queued).toHaveLength(1);

    const spamEmail = `${uniqueToken()}@example.com`;
    await request(notifying).post("/api/contact").send({ name: "Bot", email: spamEmail, message: "spam", homepage: "x" }).expect(201);
    const [spam] = await rowsFor(spamEmail);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, spam!.id))).toEqual([]);
    expect(queued).toHaveLength(1);
  });

  it("answers 400 for an over-long honeypot", async () => {
    const res = await request(app)
      .post("/api/contact")
      .send({ name: "A", email: "a@example.com", message: "m", homepage: "x".repeat(501) })
      .expect(400);
    expect(res.body.message).toMatch(/homepage/);
  });
});
