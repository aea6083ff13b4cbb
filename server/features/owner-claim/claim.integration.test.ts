import { and, desc, eq, like } from "drizzle-orm";
import request from "supertest";
import { CLAIM_SAVED, SIGN_IN_SAVED } from "@shared/account/claims";
import { createApp } from "../../app";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, emailOutbox, listingOwners, ownerTokens, users } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { cookieHeader, createUserWithPassword, signIn } from "../../test/staff-session";
import { mailedAfterAnswer } from "../../test/outbox-mail";
import { setupTestApp } from "../../test/test-app";
import type { Db } from "../../db/client";
import { testPasswordHasher } from "../../test/password-hasher";

/** The newest mail to `to`, and the link path in it (`/account/claim?token=…` or the magic-link verify). */
async function lastMail(db: Db, to: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return row ?? null;
}
const linkIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]);
const mailsTo = async (db: Db, to: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).length;

describe.each(engines)("claiming a listing by email on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
  );
  const db = () => database.db;
  const newEmail = () => `${uniqueToken("owner").toLowerCase()}@garza-law.example`;

  it("says an unowned listing can be claimed and where the link goes, masked", async () => {
    const email = newEmail();
    const pro = await createProfessional(db(), { email });
    const res = await request(app).get(`/api/listings/professional/${pro.id}/claim`).expect(200);
    expect(res.body).toEqual({ claimable: true, maskedEmail: `${email[0]}•••@garza-law.example` });
    const none = await createBusiness(db(), { email: null });
    expect((await request(app).get(`/api/listings/business/${none.id}/claim`).expect(200)).body).toEqual({ claimable: true, maskedEmail: null });
  });

  it("claims end to end: the link from the outbox signs in, adds the ownership (audited), and works once", async () => {
    const email = newEmail();
    const pro = await createProfessional(db(), { email });
    const sent = await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    expect(sent.body.message).toBe(CLAIM_SAVED);
    const mail = await lastMail(db(), email);
    const link = linkIn(mail!.body);
    expect(link.pathname).toBe("/account/claim");
    const token = link.searchParams.get("token")!;
    const [stored] = await db().select().from(ownerTokens).where(eq(ownerTokens.email, email));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.purpose).toBe("claim");

    const confirmed = await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ kind: "professional", id: pro.id, role: "owner" });
    const cookie = cookieHeader(confirmed.headers["set-cookie"]);
    expect(cookie).not.toBe("");
    const me = await request(app).get("/api/account/me").set("Cookie", cookie).expect(200);
    expect(me.body.email).toBe(email);
    const mine = await request(app).get("/api/account/listings").set("Cookie", cookie).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ kind: "professional", id: pro.id, role: "owner" })]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing_owner.claim"), like(auditLog.entityId, `professional:${pro.id}:%`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(email);

    const again = await request(app).post("/api/account-claim/confirm").send({ token }).expect(410);
    expect(again.body.code).toBe("link_invalid");
    expect((await request(app).get(`/api/listings/professional/${pro.id}/claim`).expect(200)).body).toEqual({ claimable: false, maskedEmail: null });
  });

  it("answers the same words whether or not a link was sent (claimed, no email), and sends none then", async () => {
    const email = newEmail();
    const claimed = await createProfessional(db(), { email });
    await ownerSession(app, db(), [{ kind: "professional", id: claimed.id }]);
    const a = await request(app).post("/api/claims").send({ kind: "professional", id: claimed.id }).expect(202);
    expect(a.body.message).toBe(CLAIM_SAVED);
    expect(await mailsTo(db(), email)).toBe(0);
    const noEmail = await createBusiness(db(), { email: null });
    const b = await request(app).post("/api/claims").send({ kind: "business", id: noEmail.id }).expect(202);
    expect(b.body.message).toBe(CLAIM_SAVED);
  });

  it("refuses an expired link and grants nothing", async () => {
    const email = newEmail();
    const biz = await createBusiness(db(), { email });
    await request(app).post("/api/claims").send({ kind: "business", id: biz.id }).expect(202);
    const token = linkIn((await lastMail(db(), email))!.body).searchParams.get("token")!;
    await db()
      .update(ownerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerTokens.email, email));
    const res = await request(app).post("/api/account-claim/confirm").send({ token }).expect(410);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(
      await db()
        .select()
        .from(listingOwners)
        .where(and(eq(listingOwners.listingKind, "business"), eq(listingOwners.listingId, biz.id))),
    ).toEqual([]);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses the link to someone signed in with another email, and the link still works for its owner", async () => {
    const email = newEmail();
    const pro = await createProfessional(db(), { email });
    await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    const token = linkIn((await lastMail(db(), email))!.body).searchParams.get("token")!;
    const other = await createProfessional(db());
    const { cookie, user } = await ownerSession(app, db(), [{ kind: "professional", id: other.id }]);
    const res = await request(app).post("/api/account-claim/confirm").set("Cookie", cookie).send({ token }).expect(403);
    expect(res.body.code).toBe("other_email");
    expect(await db().select().from(listingOwners).where(eq(listingOwners.userId, user.id))).toHaveLength(1);
    await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
  });

  it("refuses a made-up token with the same 410", async () => {
    const res = await request(app)
      .post("/api/account-claim/confirm")
      .send({ token: "A".repeat(43) })
      .expect(410);
    expect(res.body.message).toMatch(/expired or was already used/);
  });

  it("404s for a listing that does not exist or is unpublished", async () => {
    await request(app).get("/api/listings/professional/2147483000/claim").expect(404);
    const hidden = await createProfessional(db(), { unpublishedAt: new Date().toISOString() });
    await request(app).get(`/api/listings/professional/${hidden.id}/claim`).expect(404);
    await request(app).post("/api/claims").send({ kind: "professional", id: hidden.id }).expect(404);
  });
});

describe.each(engines)("owner sign-in by emailed link on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
  );
  const db = () => database.db;

  it("mails a single-use 15-minute link to an owner; it signs in to /account", async () => {
    const pro = await createProfessional(db());
    const { user } = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const res = await request(app).post("/api/account-sign-in").send({ email: user.email.toUpperCase() }).expect(202);
    expect(res.body.message).toBe(SIGN_IN_SAVED);
    const link = linkIn(await mailedAfterAnswer(db(), user.email));
    expect(link.pathname).toBe("/api/auth/magic-link/verify");
    const path = `${link.pathname}${link.search}`;
    const opened = await request(app).get(path).expect(302);
    expect(opened.headers.location).toMatch(/\/account$/);
    const cookie = cookieHeader(opened.headers["set-cookie"]);
    expect((await request(app).get("/api/account/me").set("Cookie", cookie).expect(200)).body.email).toBe(user.email);
    const reused = await request(app).get(path).expect(302);
    expect(reused.headers.location).toMatch(/error=/);
    expect(reused.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/session_token=[^;]+/)]));
  });

  it("sends nothing, with the same answer, to an email that owns nothing or is staff", async () => {
    const nobody = `${uniqueToken("nobody")}@example.test`;
    const a = await request(app).post("/api/account-sign-in").send({ email: nobody }).expect(202);
    expect(a.body.message).toBe(SIGN_IN_SAVED);
    const staff = await createUserWithPassword(db(), "admin");
    const pro = await createProfessional(db());
    await db().insert(listingOwners).values({ userId: staff.id, listingKind: "professional", listingId: pro.id });
    const b = await request(app).post("/api/account-sign-in").send({ email: staff.email }).expect(202);
    expect(b.body).toEqual(a.body);
    const owner = await ownerSession(app, db(), []);
    await request(app).post("/api/account-sign-in").send({ email: owner.user.email }).expect(202);
    // Links are made one at a time after the answers, in order: once a real owner's has come, the
    // requests above have been dealt with.
    const real = await ownerSession(app, db(), [{ kind: "professional", id: (await createProfessional(db())).id }]);
    await request(app).post("/api/account-sign-in").send({ email: real.user.email }).expect(202);
    await mailedAfterAnswer(db(), real.user.email);
    for (const to of [nobody, staff.email, owner.user.email]) expect(await mailsTo(db(), to), to).toBe(0);
  });

  it("closes better-auth's own magic-link endpoint (no link for any address)", async () => {
    const email = `${uniqueToken("raw")}@example.test`;
    for (const path of ["/api/auth/sign-in/magic-link", "/api/auth/sign-in/magic-link/", "/api/auth/Sign-In/Magic-Link"])
      expect((await request(app).post(path).send({ email })).status, path).toBe(404);
    expect(await mailsTo(db(), email)).toBe(0);
    // Password sign-in of staff still works.
    const staff = await createUserWithPassword(db(), "editor");
    expect(await signIn(app, staff.email, staff.password)).not.toBe("");
  });
});

describe.each(engines)("claim and sign-in rate limits on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      passwordHasher: testPasswordHasher,
      db,
      stripe: null,
      postRateLimit: { limit: 1_000_000 },
      ownerClaim: { clientLimit: { limit: 4 }, listingLimit: { limit: 2 }, emailLimit: { limit: 2 } },
    }),
  );

  it("limits claims per listing, then per client address", async () => {
    const pro = await createProfessional(database.db, { email: `${uniqueToken("rl")}@example.test` });
    await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    const limited = await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    const other = await createProfessional(database.db);
    await request(app).post("/api/claims").send({ kind: "professional", id: other.id }).expect(202);
    await request(app)
      .post("/api/claims")
      .send({ kind: "professional", id: (await createProfessional(database.db)).id })
      .expect(429);
  });

  it("limits sign-in links per email, on a counter of their own (claims used up above do not block them)", async () => {
    const email = `${uniqueToken("rl")}@example.test`;
    await request(app).post("/api/account-sign-in").send({ email }).expect(202);
    await request(app).post("/api/account-sign-in").send({ email: email.toUpperCase() }).expect(202);
    const limited = await request(app).post("/api/account-sign-in").send({ email }).expect(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    await request(app)
      .post("/api/account-sign-in")
      .send({ email: `other-${email}` })
      .expect(202);
  });
});

describe.each(engines)("hostile input on the claim and sign-in endpoints on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 10_000 } } }),
  );

  const cases: [string, unknown, string][] = [
    ["/api/claims", { kind: "shop", id: 1 }, "kind"],
    ["/api/claims", { kind: "business", id: "1" }, "id"],
    ["/api/claims", { kind: "business", id: 1.5 }, "id"],
    ["/api/claims", { kind: "business", id: 1e12 }, "id"],
    ["/api/claims", { kind: "business", id: 1, admin: true }, "admin"],
    ["/api/claims", [], "body"],
    ["/api/account-sign-in", { email: "not-an-email" }, "email"],
    ["/api/account-sign-in", { email: `${"a".repeat(300)}@example.test` }, "email"],
    ["/api/account-sign-in", { email: ["a@example.test"] }, "email"],
    ["/api/account-sign-in", { email: "a@example.test", callbackURL: "https://evil.example" }, "callbackURL"],
    ["/api/account-claim/confirm", { token: "x" }, "token"],
    ["/api/account-claim/confirm", { token: "a".repeat(500) }, "token"],
    ["/api/account-claim/confirm", { token: "../../etc/passwd-aaaaaaaaaaaa" }, "token"],
    ["/api/account-claim/confirm", { token: 1234567890123 }, "token"],
    ["/api/claim-requests", { kind: "business", id: 1, name: "", role: "Owner", phone: "210-555-0142", email: "a@example.test" }, "name"],
    ["/api/claim-requests", { kind: "business", id: 1, name: "A", role: "Owner", phone: "call me", email: "a@example.test" }, "phone"],
    [
      "/api/claim-requests",
      { kind: "business", id: 1, name: "A", role: "Owner", phone: "210-555-0142", email: "a@example.test", note: "n".repeat(2001) },
      "note",
    ],
    ["/api/claim-requests", { kind: "business", id: 1, name: "A", role: { x: 1 }, phone: "210-555-0142", email: "a@example.test" }, "role"],
  ];
  it.each(cases)("POST %s %j → 400 naming %s", async (path, body, field) => {
    const res = await request(app)
      .post(path)
      .send(body as object)
      .expect(400);
    expect(res.body.message).toContain(field === "body" ? "" : field);
    if (field !== "body") expect(JSON.stringify(res.body)).toContain(field);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    ["/api/listings/shop/1/claim", "kind"],
    ["/api/listings/business/abc/claim", "id"],
    ["/api/listings/business/99999999999/claim", "id"],
  ])("GET %s → 400 naming %s", async (path, field) => {
    const res = await request(app).get(path).expect(400);
    expect(res.body.message).toContain(field);
  });

  it("refuses a cross-site POST", async () => {
    const pro = await createProfessional(database.db, { email: `${uniqueToken("xs")}@example.test` });
    await request(app).post("/api/claims").set("Origin", "https://evil.example").send({ kind: "professional", id: pro.id }).expect(403);
  });

  it("answers 413 to an oversized body", async () => {
    await request(app)
      .post("/api/account-sign-in")
      .send({ email: "a@example.test", pad: "x".repeat(200_000) })
      .expect(413);
  });
});
