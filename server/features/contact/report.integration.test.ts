import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { emailOutbox, inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("POST /api/reports (Report a change) on %s", (engine) => {
  const limited = { limit: 2, keyPrefix: uniqueToken("report-test") };
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      db,
      stripe: null,
      trustProxy: 1,
      postRateLimit: { limit: 1000, keyPrefix: uniqueToken("report-post") },
      contact: { notifyEmail: "owner@example.com", rateLimit: limited, log: () => {} },
    }),
  );
  // Each test reports from its own address, so the limit of 2 accepted messages is per test.
  const from = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const report = (ip: string, body: object) => request(app).post("/api/reports").set("X-Forwarded-For", ip).send(body);
  const reportsOf = (type: string, id: number) =>
    database.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.kind, "report"), sql`${inquiries.fields}->>'listingType' = ${type}`, sql`${inquiries.fields}->>'listingId' = ${String(id)}`));

  it("stores a report for the inbox with the listing's type and id, and mails the owner", async () => {
    const pro = await createProfessional(database.db, { name: `Report Target ${uniqueToken()}` });
    const res = await report(from(), {
      listingType: "professional",
      listingId: pro.id,
      reason: "wrong-phone",
      note: "  The number rings a bakery.  ",
      email: "reader@example.com",
    }).expect(201);
    expect(res.body).toEqual({ message: "Thank you. Our editors will check this listing." });
    const [row] = await reportsOf("professional", pro.id);
    expect(row).toMatchObject({
      kind: "report",
      status: "new",
      email: "reader@example.com",
      professionalName: pro.name,
      fields: { listingType: "professional", listingId: String(pro.id), listingName: pro.name, reason: "wrong-phone", note: "The number rings a bakery." },
    });
    expect(row!.message).toBe(`Report a change: ${pro.name} (professional #${pro.id})\nReason: Wrong phone\n\nThe number rings a bakery.`);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id))).toHaveLength(1);
  });

  it("takes a report with no note and no email", async () => {
    const biz = await createBusiness(database.db);
    await report(from(), { listingType: "business", listingId: biz.id, reason: "closed", email: "" }).expect(201);
    expect(await reportsOf("business", biz.id)).toEqual([expect.objectContaining({ email: "", fields: expect.objectContaining({ reason: "closed" }) })]);
  });

  it("keeps a report caught by the honeypot as spam, with no mail", async () => {
    const biz = await createBusiness(database.db);
    await report(from(), { listingType: "business", listingId: biz.id, reason: "moved", homepage: "http://spam.example" }).expect(201);
    const [row] = await reportsOf("business", biz.id);
    expect(row!.status).toBe("spam");
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id))).toHaveLength(0);
  });

  it.each([
    ["listingType", { listingType: "shop", listingId: 1, reason: "closed" }],
    ["listingId", { listingType: "business", listingId: "7", reason: "closed" }],
    ["reason", { listingType: "business", listingId: 1, reason: "rude" }],
    ["reason", { listingType: "business", listingId: 1 }],
    ["email", { listingType: "business", listingId: 1, reason: "other", email: "not-an-address" }],
    ["note", { listingType: "business", listingId: 1, reason: "other", note: "x".repeat(2001) }],
  ])("answers 400 naming %s", async (field, body) => {
    const res = await report(from(), body).expect(400);
    expect(res.body.fieldErrors).toHaveProperty(field);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it("answers 404 for a listing that is gone or unpublished, and stores nothing", async () => {
    const pro = await createProfessional(database.db, { unpublishedAt: new Date().toISOString() });
    await report(from(), { listingType: "professional", listingId: pro.id, reason: "closed" }).expect(404);
    await report(from(), { listingType: "business", listingId: 2_000_000_000, reason: "closed" }).expect(404);
    expect(await reportsOf("professional", pro.id)).toEqual([]);
  });

  it("shares the contact form's rate limit: the third accepted message from one address gets 429", async () => {
    const biz = await createBusiness(database.db);
    const ip = from();
    await report(ip, { listingType: "business", listingId: biz.id, reason: "closed" }).expect(201);
    await request(app).post("/api/contact").set("X-Forwarded-For", ip).send({ name: "A", email: "a@example.com", message: "Hi" }).expect(201);
    const res = await report(ip, { listingType: "business", listingId: biz.id, reason: "moved" }).expect(429);
    expect(res.body.message).toMatch(/^Too many messages/);
    expect(await reportsOf("business", biz.id)).toHaveLength(1);
  });
});
