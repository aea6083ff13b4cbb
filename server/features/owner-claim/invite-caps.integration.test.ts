import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, emailOutbox } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestApp } from "../../test/test-app";
import { MAX_INVITES_PER_ACCOUNT_PER_DAY, MAX_PENDING_INVITES_PER_LISTING } from "./invite-caps";

describe.each(engines)("co-owner invitations are capped on %s", { timeout: 120_000 }, (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
  );
  const invitee = () => `${uniqueToken("inv").toLowerCase()}@example.test`;
  const invite = (cookie: string, id: number, email = invitee()) =>
    request(app).post(`/api/account/listings/professional/${id}/co-owners`).set("Cookie", cookie).send({ email });
  const auditedInvites = async (userId: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, "listing_owner.invite")))
    ).length;

  it(`refuses a listing's invitation past ${MAX_PENDING_INVITES_PER_LISTING} pending ones, even sent all at once (400, no mail); one accepted makes room`, async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const emails = Array.from({ length: MAX_PENDING_INVITES_PER_LISTING + 5 }, invitee);
    const answers = await Promise.all(emails.map((email) => invite(cookie, pro.id, email)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PENDING_INVITES_PER_LISTING);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(5).fill(400));
    expect(refused[0]!.body.message).toMatch(/already has 10 invitations waiting to be accepted/);
    const mailed = await Promise.all(emails.map(async (to) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(MAX_PENDING_INVITES_PER_LISTING);
    expect(await auditedInvites(user.id)).toBe(MAX_PENDING_INVITES_PER_LISTING);

    const acceptedBy = emails[answers.findIndex((a) => a.status === 201)]!;
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, acceptedBy)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]).searchParams.get("token")!;
    await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
    await invite(cookie, pro.id).expect(201);
  });

  it(`refuses an account's invitation past ${MAX_INVITES_PER_ACCOUNT_PER_DAY} in 24 hours, across its listings (429 with Retry-After)`, async () => {
    const listings = await Promise.all([1, 2, 3].map(() => createProfessional(database.db)));
    const { cookie, user } = await ownerSession(
      app,
      database.db,
      listings.map((l) => ({ kind: "professional" as const, id: l.id })),
    );
    for (let i = 0; i < MAX_INVITES_PER_ACCOUNT_PER_DAY; i++) await invite(cookie, listings[i % 3]!.id).expect(201);
    const refused = await invite(cookie, listings[0]!.id).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(refused.body.message).toMatch(/20 invitations in the last 24 hours\. Please try again in 24 hours\./);
    expect(await auditedInvites(user.id)).toBe(MAX_INVITES_PER_ACCOUNT_PER_DAY);
    // Another owner is not held by it.
    const other = await createProfessional(database.db);
    const second = await ownerSession(app, database.db, [{ kind: "professional", id: other.id }]);
    await invite(second.cookie, other.id).expect(201);
  });
});
