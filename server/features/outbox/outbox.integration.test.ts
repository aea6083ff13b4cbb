import request from "supertest";
import { CLAIM_SAVED, CLAIM_SENT, SIGN_IN_SAVED, SIGN_IN_SENT } from "@shared/account/claims";
import type { OutboxMail } from "@shared/admin/outbox";
import { createApp } from "../../app";
import { createAuth } from "../../auth/auth";
import { createProfessional, uniqueToken } from "../../db/factories";
import { emailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

const limits = { postRateLimit: { limit: 1_000_000 }, ownerClaim: { clientLimit: { limit: 1000 } } } as const;

/** Without SMTP_URL (no outbox worker, so no contact.onQueued) mail waits in the outbox; staff read it in Outgoing mail. */
describe.each(engines)("outgoing mail without a mail server on %s", (engine) => {
  const logLines: string[] = [];
  const { database, app } = setupTestApp(engine, (db) => {
    // Every level, better-auth's debug lines included: no sign-in link may reach any of them.
    const logger = createLogger("trace", { write: (line: string) => void logLines.push(line) });
    const auth = createAuth({ db, secret: "outbox-test-secret-0123456789abcdef", logger, passwordHasher: testPasswordHasher });
    return createApp({ db, stripe: null, logger, auth, passwordHasher: testPasswordHasher, ...limits });
  });
  const db = () => database.db;

  const outbox = async (query = "", status = 200) => {
    const { cookie } = await staffSession(app, db(), "admin");
    return request(app).get(`/api/admin/outbox${query}`).set("Cookie", cookie).expect(status);
  };

  it("says a sign-in link was saved, not that it is on its way, and staff find the link in Outgoing mail", async () => {
    const pro = await createProfessional(db());
    const { user } = await ownerSession(app, db(), [{ kind: "professional", id: pro.id }]);
    const res = await request(app).post("/api/account-sign-in").send({ email: user.email }).expect(202);
    expect(res.body).toEqual({ message: SIGN_IN_SAVED, mailSent: false });
    expect(res.body.message).not.toMatch(/on its way/);

    const list = await outbox();
    const mail = (list.body as OutboxMail[]).find((m) => m.to === user.email)!;
    expect(mail).toMatchObject({ subject: "Your sign-in link for the San Antonio Business Directory", status: "waiting", sentAt: null, attempts: 0 });
    expect(mail.links).toHaveLength(1);
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe("/api/auth/magic-link/verify");
    expect(mail.body).toContain(mail.links[0]);

    // The link from Outgoing mail signs the owner in.
    const opened = await request(app).get(`${link.pathname}${link.search}`).expect(302);
    expect(opened.headers.location).toMatch(/\/account$/);
    // No line of the log, at any level, holds the link or its token.
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("says a claim link was saved for the listing's address", async () => {
    const pro = await createProfessional(db(), { email: `${uniqueToken("claim").toLowerCase()}@garza-law.example` });
    const res = await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202);
    expect(res.body).toMatchObject({ message: CLAIM_SAVED, mailSent: false });
    const mail = ((await outbox()).body as OutboxMail[]).find((m) => m.to === pro.email)!;
    expect(new URL(mail.links[0]!).pathname).toBe("/account/claim");
  });

  it("shows each mail's status, filters by it and pages newest first", async () => {
    const to = `${uniqueToken("status").toLowerCase()}@example.test`;
    const [sent] = await db().insert(emailOutbox).values({ to, subject: "sent one", body: "done", sentAt: new Date(), attempts: 1 }).returning();
    const [failing] = await db()
      .insert(emailOutbox)
      .values({ to, subject: "failing one", body: "see http://localhost/x", attempts: 2, lastError: "connect ECONNREFUSED" })
      .returning();
    const statusOf = async (query: string, id: number) => ((await outbox(query)).body as OutboxMail[]).find((m) => m.id === id)?.status;
    expect(await statusOf("", sent!.id)).toBe("sent");
    expect(await statusOf("", failing!.id)).toBe("failing");
    expect(await statusOf("?status=failing", failing!.id)).toBe("failing");
    expect(await statusOf("?status=failing", sent!.id)).toBeUndefined();
    expect(await statusOf("?status=sent", sent!.id)).toBe("sent");

    await db()
      .insert(emailOutbox)
      .values(Array.from({ length: 51 }, (_, i) => ({ to, subject: `bulk ${i}`, body: "bulk" })));
    const first = await outbox();
    expect(first.body).toHaveLength(50);
    const ids = (first.body as OutboxMail[]).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await outbox(`?cursor=${first.headers["x-next-cursor"]}`);
    expect((next.body as OutboxMail[])[0]!.id).toBeLessThan(ids.at(-1)!);
  });

  it("answers 400 naming the field for a bad status, and 403 to an editor", async () => {
    const bad = await outbox("?status=lost", 400);
    expect(bad.body.fieldErrors).toHaveProperty("status");
    const { cookie } = await staffSession(app, db(), "editor");
    await request(app).get("/api/admin/outbox").set("Cookie", cookie).expect(403);
  });

  it("tells pages and the back office that mail is not sent", async () => {
    expect((await request(app).get("/api/mail-status").expect(200)).body).toEqual({ mailConfigured: false });
  });
});

describe.each(engines)("outgoing mail with a mail server on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ db, stripe: null, passwordHasher: testPasswordHasher, contact: { onQueued: () => {} }, ...limits }),
  );
  const db = () => database.db;

  it("says links are on their way, and pages know mail is sent", async () => {
    const pro = await createProfessional(db(), { email: `${uniqueToken("claim").toLowerCase()}@garza-law.example` });
    expect((await request(app).post("/api/claims").send({ kind: "professional", id: pro.id }).expect(202)).body).toMatchObject({
      message: CLAIM_SENT,
      mailSent: true,
    });
    const nobody = `${uniqueToken("nobody")}@example.test`;
    expect((await request(app).post("/api/account-sign-in").send({ email: nobody }).expect(202)).body).toEqual({ message: SIGN_IN_SENT, mailSent: true });
    expect((await request(app).get("/api/mail-status").expect(200)).body).toEqual({ mailConfigured: true });
  });
});
