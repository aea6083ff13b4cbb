import { and, eq, like, sql } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, emailOutbox, listingOwners, users } from "../../db/schema";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("a claim link is spent in the transaction that adds the owner, on %s", (engine) => {
  // A private database: the test puts a failing trigger on audit_log.
  const { database, app } = setupTestApp(
    engine,
    (db) =>
      createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
    openPrivateDatabase,
  );

  it("a failure while writing the audit entry adds no owner and leaves the link working", async () => {
    const email = `${uniqueToken("atomic").toLowerCase()}@example.test`;
    const pro = await createProfessional(database.db, { email });
    await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const token = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]).searchParams.get("token")!;

    // The database refuses this listing's audit entry, the last write of the confirmation.
    await database.db.execute(
      sql.raw(`create function refuse_claim_audit() returns trigger language plpgsql as $$
      begin
        if new.entity_id like 'professional:${pro.id}:%' then raise exception 'audit refused by the test'; end if;
        return new;
      end $$`),
    );
    await database.db.execute(sql`create trigger refuse_claim_audit before insert on audit_log for each row execute function refuse_claim_audit()`);
    try {
      const failed = await request(app).post("/api/account-claim/confirm").send({ token });
      expect(failed.status).toBe(500);
      expect(failed.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/session_token=[^;]+/)]));
    } finally {
      await database.db.execute(sql`drop trigger refuse_claim_audit on audit_log`);
      await database.db.execute(sql`drop function refuse_claim_audit()`);
    }
    const owners = () =>
      database.db
        .select()
        .from(listingOwners)
        .where(and(eq(listingOwners.listingKind, "professional"), eq(listingOwners.listingId, pro.id)));
    expect(await owners()).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    // The same link, once the database takes the entry again: the claim goes through, once.
    const confirmed = await request(app).post("/api/account-claim/confirm").send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ kind: "professional", id: pro.id, role: "owner" });
    expect(await owners()).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing_owner.claim"), like(auditLog.entityId, `professional:${pro.id}:%`)));
    expect(audit).toHaveLength(1);
    await request(app).post("/api/account-claim/confirm").send({ token }).expect(410);
  });
});
