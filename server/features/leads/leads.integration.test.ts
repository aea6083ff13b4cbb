import { and, eq } from "drizzle-orm";
import request from "supertest";
import type { OwnerLead } from "@shared/leads";
import { createApp } from "../../app";
import { leads } from "../../db/lead-schema";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, emailOutbox } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { staffSession } from "../../test/staff-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestApp } from "../../test/test-app";

const quote = (listingKind: "professional" | "business", listingId: number, extra: Record<string, unknown> = {}) => ({
  kind: "quote",
  listingKind,
  listingId,
  needed: "Replace two ceiling fans in the living room.",
  when: "range",
  whenFrom: "2026-12-01",
  whenTo: "2026-12-05",
  budget: "$300",
  replyBy: "email",
  name: "Rosa Garza",
  email: "rosa.garza@example.com",
  phone: "210-555-0142",
  elapsedMs: 20_000,
  ...extra,
});

describe.each(engines)("quote and appointment requests on %s", (engine) => {
  const now = () => new Date("2026-11-24T16:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      passwordHasher: testPasswordHasher,
      db,
      stripe: null,
      now,
      postRateLimit: { limit: 1_000_000 },
      contact: { rateLimit: { limit: 1_000_000 } },
      leads: { rateLimit: { limit: 1_000_000 } },
    }),
  );
  const leadsOf = (kind: "professional" | "business", id: number) =>
    database.db
      .select()
      .from(leads)
      .where(and(eq(leads.listingKind, kind), eq(leads.listingId, id)));

  it("stores a quote request, mails the visitor a copy and the owners a notice, and the owner reads it in /account", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }], { locale: "es" } as never);
    const res = await request(app).post("/api/leads").send(quote("professional", pro.id)).expect(201);
    expect(res.body).toMatchObject({ count: 1 });
    const [lead] = await leadsOf("professional", pro.id);
    expect(lead).toMatchObject({
      kind: "quote",
      status: "new",
      whenKind: "range",
      whenFrom: "2026-12-01",
      whenTo: "2026-12-05",
      budget: "$300",
      spamReason: null,
    });
    const copy = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "rosa.garza@example.com"));
    expect(copy.at(-1)!.subject).toBe(`Your quote request to ${pro.name}`);
    expect(copy.at(-1)!.body).toContain("Replace two ceiling fans");
    const notice = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase()));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.body).toContain("rosa.garza@example.com");
    expect(notice[0]!.body).toContain(`/account/listings/professional/${pro.id}`);

    const list = (await request(app).get(`/api/account/listings/professional/${pro.id}/leads`).set("Cookie", cookie).expect(200)).body as OwnerLead[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: "quote", status: "new", name: "Rosa Garza", phone: "210-555-0142" });
  });

  it("writes the visitor's copy in Spanish when the page was Spanish", async () => {
    const biz = await createBusiness(database.db);
    await request(app)
      .post("/api/leads")
      .send(quote("business", biz.id, { email: `es-visitor-${biz.id}@example.com`, locale: "es" }))
      .expect(201);
    const [copy] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, `es-visitor-${biz.id}@example.com`));
    expect(copy!.subject).toBe(`Su solicitud de cotización a ${biz.name}`);
  });

  it("takes appointment requests only where the listing accepts them", async () => {
    const no = await createBusiness(database.db);
    const yes = await createBusiness(database.db, { acceptsAppointments: true });
    const refused = await request(app)
      .post("/api/leads")
      .send(quote("business", no.id, { kind: "appointment", when: "date", whenTo: undefined }))
      .expect(400);
    expect(refused.body.fieldErrors.kind).toBeDefined();
    await request(app)
      .post("/api/leads")
      .send(quote("business", yes.id, { kind: "appointment", when: "date", whenTo: undefined }))
      .expect(201);
    expect((await leadsOf("business", yes.id)).map((l) => l.kind)).toEqual(["appointment"]);
    expect(await leadsOf("business", no.id)).toHaveLength(0);
  });

  it("answers hostile and malformed input with 400 naming the field, and an unknown or withdrawn listing with 404", async () => {
    const pro = await createProfessional(database.db);
    const gone = await createProfessional(database.db, { unpublishedAt: "2026-01-01T00:00:00Z" });
    const cases: [Record<string, unknown>, string][] = [
      [{ needed: "" }, "needed"],
      [{ needed: "x".repeat(5001) }, "needed"],
      [{ email: "not-an-email" }, "email"],
      [{ when: "tomorrow" }, "when"],
      [{ when: "date", whenFrom: undefined }, "whenFrom"],
      [{ whenTo: "2026-11-01" }, "whenTo"],
      [{ replyBy: "phone", phone: "" }, "phone"],
      [{ phone: "<script>" }, "phone"],
      [{ kind: "message" }, "kind"],
      [{ listingId: -1 }, "listingId"],
      [{ listingId: "1 OR 1=1" }, "listingId"],
      [{ name: ["Rosa"] }, "name"],
      [{ budget: "x".repeat(201) }, "budget"],
    ];
    for (const [patch, field] of cases) {
      const res = await request(app)
        .post("/api/leads")
        .send(quote("professional", pro.id, patch))
        .expect(400);
      expect(res.body.fieldErrors?.[field], `${field}: ${JSON.stringify(res.body)}`).toBeDefined();
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    }
    await request(app).post("/api/leads").set("Content-Type", "application/json").send("{not json").expect(400);
    await request(app).post("/api/leads").send(quote("professional", 2_000_000_000)).expect(404);
    await request(app).post("/api/leads").send(quote("professional", gone.id)).expect(404);
    expect(await leadsOf("professional", pro.id)).toHaveLength(0);
  });

  it("stores spam (honeypot, too fast, disposable address) without mailing anyone", async () => {
    const pro = await createProfessional(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const bots = [
      { homepage: "http://spam.example", email: "bot1@example.com" },
      { elapsedMs: 200, email: "bot2@example.com" },
      { elapsedMs: undefined, email: "bot3@example.com" },
      { email: "bot4@mailinator.com" },
    ];
    for (const bot of bots)
      await request(app)
        .post("/api/leads")
        .send(quote("professional", pro.id, bot))
        .expect(201);
    const rows = await leadsOf("professional", pro.id);
    expect(rows.map((r) => [r.status, r.spamReason])).toEqual([
      ["spam", "honeypot"],
      ["spam", "timing"],
      ["spam", "timing"],
      ["spam", "disposable"],
    ]);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase()))).toHaveLength(0);
    for (const n of [1, 2, 3, 4])
      expect(
        await database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.to, `bot${n}@${n === 4 ? "mailinator.com" : "example.com"}`)),
      ).toHaveLength(0);
  });

  it("replays a retried request with the same Idempotency-Key and stores it once", async () => {
    const pro = await createProfessional(database.db);
    // Its own key: the PostgreSQL database is shared by every file and kept between runs on a laptop.
    const key = `lead-retry-key-${pro.id}`;
    await request(app).post("/api/leads").set("Idempotency-Key", key).send(quote("professional", pro.id)).expect(201);
    const retry = await request(app).post("/api/leads").set("Idempotency-Key", key).send(quote("professional", pro.id)).expect(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await leadsOf("professional", pro.id)).toHaveLength(1);
  });

  it("sends one lead per ticked listing from the multi-request, at most three, never repeated", async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createProfessional(database.db)));
    const { listingKind: _k, listingId: _i, ...fields } = quote("professional", 1);
    const listings = [a!, b!, c!].map((p) => ({ kind: "professional", id: p.id }));
    const res = await request(app)
      .post("/api/leads/multi")
      .send({ ...fields, listings })
      .expect(201);
    expect(res.body.count).toBe(3);
    for (const p of [a!, b!, c!]) expect(await leadsOf("professional", p.id)).toHaveLength(1);
    const four = await request(app)
      .post("/api/leads/multi")
      .send({ ...fields, listings: [...listings, { kind: "professional", id: d!.id }] })
      .expect(400);
    expect(four.body.fieldErrors.listings).toBeDefined();
    await request(app)
      .post("/api/leads/multi")
      .send({ ...fields, listings: [listings[0], listings[0]] })
      .expect(400);
    await request(app)
      .post("/api/leads/multi")
      .send({ ...fields, listings: [] })
      .expect(400);
    expect(await leadsOf("professional", d!.id)).toHaveLength(0);
    // One copy to the visitor per listing.
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "rosa.garza@example.com"))).not.toHaveLength(0);
  });

  it("limits accepted requests per client with 429 and Retry-After", async () => {
    const limited = setupLimited();
    const pro = await createProfessional(database.db);
    for (let n = 0; n < 2; n++) await request(limited()).post("/api/leads").send(quote("professional", pro.id)).expect(201);
    const res = await request(limited()).post("/api/leads").send(quote("professional", pro.id)).expect(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  function setupLimited() {
    let built: ReturnType<typeof createApp> | undefined;
    return () =>
      (built ??= createApp({
        passwordHasher: testPasswordHasher,
        db: database.db,
        stripe: null,
        postRateLimit: { limit: 1_000_000 },
        leads: { rateLimit: { limit: 2, keyPrefix: `leads-test-${Math.random()}` } },
      }));
  }

  it("makes a Contact-button message a lead of kind message in the owner's inbox", async () => {
    const biz = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    await request(app)
      .post("/api/contact")
      .send({ name: "Ana", email: "ana@example.com", message: "Open Sunday?", listingKind: "business", listingId: biz.id })
      .expect(201);
    await request(app)
      .post("/api/contact")
      .send({ name: "Bot", email: "bot@example.com", message: "spam", listingKind: "business", listingId: biz.id, homepage: "x" })
      .expect(201);
    const list = (await request(app).get(`/api/account/listings/business/${biz.id}/leads`).set("Cookie", cookie).expect(200)).body as OwnerLead[];
    expect(list.map((l) => [l.kind, l.needed, l.email])).toEqual([["message", "Open Sunday?", "ana@example.com"]]);
    const spam = (await request(app).get(`/api/account/listings/business/${biz.id}/leads?status=spam`).set("Cookie", cookie).expect(200)).body as OwnerLead[];
    expect(spam).toHaveLength(1);
  });

  it("marks a lead viewed on open, replies through the outbox to the visitor with the owner as reply-to, audited", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app)
      .post("/api/leads")
      .send(quote("professional", pro.id, { email: `reply-me-${pro.id}@example.com` }))
      .expect(201);
    const [lead] = await leadsOf("professional", pro.id);
    const path = `/api/account/listings/professional/${pro.id}/leads/${lead!.id}`;
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body.status).toBe("viewed");
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body.status).toBe("viewed");
    const replied = await request(app).post(`${path}/reply`).set("Cookie", cookie).send({ body: "We can come Tuesday at 9." }).expect(201);
    expect(replied.body).toMatchObject({ status: "replied", firstRepliedAt: "2026-11-24T16:00:00.000Z", replyChannel: "email" });
    const [mail] = (
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, `reply-me-${pro.id}@example.com`))
    ).filter((m) => m.body.includes("Tuesday"));
    expect(mail).toMatchObject({ replyTo: user.email.toLowerCase() });
    await request(app).post(`${path}/status`).set("Cookie", cookie).send({ status: "won" }).expect(200);
    await request(app).post(`${path}/status`).set("Cookie", cookie).send({ status: "replied" }).expect(400);
    await request(app).post(`${path}/reply`).set("Cookie", cookie).send({ body: "" }).expect(400);
    const audits = await database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(lead!.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["lead.reply", "lead.status", "lead.viewed"]);
    expect(audits.every((a) => a.actorId === user.id)).toBe(true);
  });

  it("records a reply by phone once; the first reply's time stays", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app).post("/api/leads").send(quote("professional", pro.id)).expect(201);
    const [lead] = await leadsOf("professional", pro.id);
    const path = `/api/account/listings/professional/${pro.id}/leads/${lead!.id}`;
    const first = await request(app).post(`${path}/replied-by-phone`).set("Cookie", cookie).expect(200);
    expect(first.body).toMatchObject({ status: "replied", replyChannel: "phone" });
    await request(app).post(`${path}/reply`).set("Cookie", cookie).send({ body: "Following up by mail." }).expect(201);
    const [row] = await leadsOf("professional", pro.id);
    expect(row).toMatchObject({ replyChannel: "phone" });
  });

  it("never shows another listing's lead to an owner (404), nor any lead to a visitor (401)", async () => {
    const mine = await createProfessional(database.db);
    const theirs = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine.id }]);
    await request(app).post("/api/leads").send(quote("professional", theirs.id)).expect(201);
    const [lead] = await leadsOf("professional", theirs.id);
    await request(app).get(`/api/account/listings/professional/${theirs.id}/leads`).set("Cookie", cookie).expect(404);
    for (const suffix of ["", "/reply", "/replied-by-phone", "/status"]) {
      const path = `/api/account/listings/professional/${mine.id}/leads/${lead!.id}${suffix}`;
      const res = suffix
        ? await request(app).post(path).set("Cookie", cookie).send({ body: "x", status: "won" })
        : await request(app).get(path).set("Cookie", cookie);
      expect(res.status).toBe(404);
    }
    await request(app).get(`/api/account/listings/professional/${mine.id}/leads/abc`).set("Cookie", cookie).expect(400);
    await request(app).get(`/api/account/listings/professional/${mine.id}/leads?status=bogus`).set("Cookie", cookie).expect(400);
    await request(app).get(`/api/account/listings/professional/${theirs.id}/leads`).expect(401);
    const [untouched] = await leadsOf("professional", theirs.id);
    expect(untouched!.status).toBe("new");
  });

  it("lets owners (details form) and staff (editor) switch appointment requests on and off, audited, and the detail API says so", async () => {
    const biz = await createBusiness(database.db);
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body.acceptsAppointments).toBe(false);
    await request(app).patch(`/api/account/listings/business/${biz.id}`).set("Cookie", cookie).send({ acceptsAppointments: true }).expect(200);
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body.acceptsAppointments).toBe(true);
    const details = await request(app).get(`/api/account/listings/business/${biz.id}`).set("Cookie", cookie).expect(200);
    expect(details.body.values.acceptsAppointments).toBe(true);
    await request(app).patch(`/api/account/listings/business/${biz.id}`).set("Cookie", cookie).send({ acceptsAppointments: "yes" }).expect(400);
    const staff = await staffSession(app, database.db, "editor");
    await request(app).patch(`/api/admin/professionals/${pro.id}`).set("Cookie", staff.cookie).send({ acceptsAppointments: true }).expect(200);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.acceptsAppointments).toBe(true);
    const audits = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "professional"), eq(auditLog.entityId, String(pro.id))));
    expect(JSON.stringify(audits)).toContain("acceptsAppointments");
  });
});
