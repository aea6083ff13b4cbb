import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { openDatabase } from "../../db/client";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, emailOutbox, ownerTokens, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { runFreshnessReminders } from "./reminders";

const DAY = 86_400_000;
const SITE = "https://directory.example";

describe.each(engines)("listing freshness (issue 16 item 7) on %s", (engine) => {
  // The app's clock, moved by tests; the job gets its own `now`.
  let clock = new Date("2026-11-23T18:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, now: () => clock }),
  );
  /** Created rows are dated by the database's clock: the job runs this far after it. */
  const later = (days: number) => new Date(Date.now() + days * DAY);
  const mailsTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
  const tokenIn = (body: string) => /still-correct\?token=([\w-]+)/.exec(body)?.[1] ?? "";

  it("shows no line, then the owner's change, then staff's newer check, and whether the listing is claimed", async () => {
    clock = new Date("2026-11-23T18:00:00Z");
    const pro = await createProfessional(database.db);
    const path = `/api/professionals/${pro.id}`;
    expect((await request(app).get(path).expect(200)).body).toMatchObject({ freshness: null, claimed: false });

    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app)
      .put(`/api/account/listings/professional/${pro.id}/hours`)
      .set("Cookie", cookie)
      .send({ hours: { weekly: [[], [], [], [], [], [], []], special: [] } })
      .expect(200);
    // 18:00 UTC on November 23 is noon in San Antonio: the same date there.
    expect((await request(app).get(path).expect(200)).body).toMatchObject({ freshness: { by: "owner", on: "2026-11-23" }, claimed: true });

    const staff = await staffSession(app, database.db, "editor");
    const checked = await request(app).post(`/api/admin/professionals/${pro.id}/checked`).set("Cookie", staff.cookie).expect(200);
    expect(checked.body.staffCheckedAt).toEqual(expect.any(String));
    expect((await request(app).get(path).expect(200)).body.freshness).toMatchObject({ by: "staff" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "professional.checked"), eq(auditLog.entityId, String(pro.id))));
    expect(entry).toMatchObject({ actorId: staff.staff.id });
  });

  it("mails each owner of a listing unconfirmed for 90 days once, with a single-use link that refreshes the date", async () => {
    clock = new Date("2026-11-23T18:00:00Z");
    const biz = await createBusiness(database.db);
    const unclaimed = await createBusiness(database.db);
    const { user: owner } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const { user: coOwner } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id, role: "co_owner" }]);

    // 89 days on: not yet.
    await runFreshnessReminders({ db: database.db, now: later(89), site: SITE, only: { business: [biz.id, unclaimed.id] } });
    expect(await mailsTo(owner.email)).toHaveLength(0);

    const due = later(91);
    const only = { business: [biz.id, unclaimed.id] };
    const run = await runFreshnessReminders({ db: database.db, now: due, site: SITE, only });
    expect(run.ran).toBe(true);
    const [mail] = await mailsTo(owner.email);
    expect(await mailsTo(coOwner.email)).toHaveLength(1);
    expect(mail).toMatchObject({ subject: "Is your listing still correct?" });
    expect(mail!.body).toContain(`${SITE}/account/listings/business/${biz.id}`);
    const tokens = await database.db
      .select()
      .from(ownerTokens)
      .where(and(eq(ownerTokens.listingKind, "business"), eq(ownerTokens.listingId, unclaimed.id)));
    expect(tokens).toHaveLength(0);
    // The same run again: the listing was asked for this period.
    await runFreshnessReminders({ db: database.db, now: due, site: SITE, only });
    expect(await mailsTo(owner.email)).toHaveLength(1);

    const token = tokenIn(mail!.body);
    clock = due;
    const yes = await request(app).post("/api/listing-still-correct").send({ token }).expect(200);
    expect(yes.body.listing).toEqual({ kind: "business", id: biz.id, name: biz.name, href: `/business/${biz.id}` });
    const page = await request(app).get(`/api/businesses/${biz.id}`).expect(200);
    expect(page.body.freshness).toEqual({ by: "owner", on: due.toLocaleDateString("en-CA", { timeZone: "America/Chicago" }) });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "business.still_correct"), eq(auditLog.entityId, String(biz.id))));
    expect(audit).toMatchObject({ actorId: owner.id });

    const again = await request(app).post("/api/listing-still-correct").send({ token }).expect(410);
    expect(again.body.message).toMatch(/already been used or has expired/);
    // The co-owner's link still works once.
    await request(app)
      .post("/api/listing-still-correct")
      .send({ token: tokenIn((await mailsTo(coOwner.email))[0]!.body) })
      .expect(200);
  });

  it("refuses an expired link, an unknown or malformed one, and never lets a freshness link sign anyone in", async () => {
    const pro = await createProfessional(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const due = later(120);
    await runFreshnessReminders({ db: database.db, now: due, site: SITE, only: { professional: [pro.id] } });
    const token = tokenIn((await mailsTo(user.email))[0]!.body);
    expect(token).not.toBe("");

    // A freshness link is no claim link.
    await request(app).post("/api/account-claim/confirm").send({ token }).expect(410);

    clock = new Date(due.getTime() + 31 * DAY);
    await request(app).post("/api/listing-still-correct").send({ token }).expect(410);
    await request(app)
      .post("/api/listing-still-correct")
      .send({ token: "x".repeat(43) })
      .expect(410);
    const bad = await request(app).post("/api/listing-still-correct").send({ token: "<script>" }).expect(400);
    expect(bad.body.message).toMatch(/token/);
    const [row] = await database.db.select({ ownerUpdatedAt: professionals.ownerUpdatedAt }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.ownerUpdatedAt).toBeNull();
  });

  it("runs once across processes: concurrent runs queue one mail per owner", async () => {
    const pros = await Promise.all(
      [1, 2, 3].map(() => createProfessional(database.db, { name: `Concurrent Sample ${Math.random().toString(36).slice(2, 8)}` })),
    );
    const owners = [];
    for (const p of pros) owners.push((await ownerSession(app, database.db, [{ kind: "professional", id: p.id }])).user);
    const due = later(200);
    const only = { professional: pros.map((p) => p.id) };
    // A second process: its own connection pool on PostgreSQL. PGlite has one connection, held by one process.
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : undefined;
    try {
      const runs = await Promise.all([
        runFreshnessReminders({ db: database.db, now: due, site: SITE, only }),
        runFreshnessReminders({ db: (other ?? database).db, now: due, site: SITE, only }),
        runFreshnessReminders({ db: database.db, now: due, site: SITE, only }),
      ]);
      expect(runs.some((r) => r.ran)).toBe(true);
      for (const owner of owners) expect(await mailsTo(owner.email)).toHaveLength(1);
      const tokens = await database.db
        .select({ id: ownerTokens.listingId })
        .from(ownerTokens)
        .where(and(eq(ownerTokens.purpose, "freshness"), inArray(ownerTokens.listingId, only.professional), eq(ownerTokens.listingKind, "professional")));
      expect(tokens).toHaveLength(3);
    } finally {
      await other?.close();
    }
  });
});
