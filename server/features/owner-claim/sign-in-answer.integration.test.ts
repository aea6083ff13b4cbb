import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { SIGN_IN_SAVED } from "@shared/account/claims";
import { createApp } from "../../app";
import { createProfessional, uniqueToken } from "../../db/factories";
import { emailOutbox } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { mailedAfterAnswer } from "../../test/outbox-mail";
import { testPasswordHasher } from "../../test/password-hasher";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("an owner's sign-in request is answered before its link is made, on %s", (engine) => {
  // A private database: the test puts a failing trigger on email_outbox.
  const { database, app } = setupTestApp(
    engine,
    (db) =>
      createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } }),
    openPrivateDatabase,
  );
  const signIn = (email: string) => request(app).post("/api/account-sign-in").send({ email });

  it("answers an owner's email exactly as anyone else's, even when its link cannot be made at all", async () => {
    const pro = await createProfessional(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const owner = user.email.toLowerCase();
    const nobody = `${uniqueToken("nobody")}@example.test`;

    // The outbox refuses the owner's mail: the answer cannot depend on the link's work if it does not fail with it.
    await database.db.execute(
      sql.raw(`create function refuse_owner_mail() returns trigger language plpgsql as $$
      begin
        if new."to" = '${owner}' then raise exception 'mail refused by the test'; end if;
        return new;
      end $$`),
    );
    await database.db.execute(sql`create trigger refuse_owner_mail before insert on email_outbox for each row execute function refuse_owner_mail()`);
    let answers: request.Response[];
    try {
      answers = [await signIn(owner), await signIn(nobody)];
      // Made one at a time after the answers: once a later link has come, the owner's attempt was made.
      const other = await ownerSession(app, database.db, [{ kind: "professional", id: (await createProfessional(database.db)).id }]);
      await signIn(other.user.email).expect(202);
      await mailedAfterAnswer(database.db, other.user.email.toLowerCase());
    } finally {
      await database.db.execute(sql`drop trigger refuse_owner_mail on email_outbox`);
      await database.db.execute(sql`drop function refuse_owner_mail()`);
    }
    const [forOwner, forNobody] = answers.map((a) => ({ status: a.status, body: a.body as unknown, type: a.headers["content-type"] }));
    expect(forOwner).toEqual({ status: 202, body: { message: SIGN_IN_SAVED, mailSent: false }, type: "application/json; charset=utf-8" });
    expect(forNobody).toEqual(forOwner);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner))).toEqual([]);

    // With the outbox working again, the owner's next request is mailed its link.
    await signIn(owner).expect(202);
    expect(await mailedAfterAnswer(database.db, owner)).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
  });
});
