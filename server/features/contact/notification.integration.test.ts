import { eq } from "drizzle-orm";
import type { Express } from "express";
import nodemailer from "nodemailer";
import request from "supertest";
import { foldInquiryMessage } from "@shared/inquiry";
import { createApp } from "../../app";
import { uniqueToken } from "../../db/factories";
import { emailOutbox, inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestDatabase } from "../../test/test-app";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { TestSmtpServer } from "../../test/smtp-server";

const BACKOFF = { baseMs: 200, maxMs: 1000 };

describe.each(engines)("owner notification through a real SMTP server on %s", (engine) => {
  // Its own database: an outbox worker sends every due row, so on a shared one another file's
  // worker could deliver this file's mail while its SMTP server is down, or to another server.
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let app: Express;
  let worker: OutboxWorker;
  const smtp = new TestSmtpServer();
  const failures: string[] = [];

  beforeAll(async () => {
    await smtp.start(0);
    const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 2000 });
    worker = startOutboxWorker({
      db: database.db,
      transport,
      from: "site@example.com",
      pollMs: 5000,
      backoff: BACKOFF,
      logger: { info: () => {}, error: (fields: unknown) => failures.push(JSON.stringify(fields)) },
    });
    app = createApp({
      db: database.db,
      stripe: null,
      contact: { notifyEmail: "owner@example.com", onQueued: worker.kick, rateLimit: { limit: 1000, keyPrefix: uniqueToken("mail-test") }, log: () => {} },
    });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
  });

  const outboxFor = async (email: string) => {
    const [row] = await database.db
      .select({ mail: emailOutbox })
      .from(emailOutbox)
      .innerJoin(inquiries, eq(inquiries.id, emailOutbox.inquiryId))
      .where(eq(inquiries.email, email));
    return row?.mail;
  };

  it("mails the owner the inquiry's details, with the sender as Reply-To", async () => {
    const email = `${uniqueToken()}@example.com`;
    const message = foldInquiryMessage("advertising", [
      ["Business Name", "Sample Bakery"],
      ["Package", "gold-annual"],
    ]);
    await request(app).post("/api/contact").send({ name: "Maria Lopez", email, message }).expect(201);
    const mail = await smtp.waitFor((m) => m.replyTo.includes(email));
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.from).toBe("site@example.com");
    expect(mail.subject).toBe("New advertising inquiry from Maria Lopez");
    expect(mail.text).toContain(`From: Maria Lopez <${email}>`);
    expect(mail.text).toContain("Business Name: Sample Bakery");
    expect(mail.text).toContain("Package: gold-annual");
    // The SMTP server has the mail before the worker records that it was accepted.
    await vi.waitFor(async () => expect((await outboxFor(email))?.sentAt).toBeInstanceOf(Date), { timeout: 5000 });
  });

  it("names the professional a contact message is about", async () => {
    const email = `${uniqueToken()}@example.com`;
    await request(app)
      .post("/api/contact")
      .send({ name: "Joe Ruiz", email, message: "Is Dr. Reyes taking new patients?", professionalName: "Dr. Ana Reyes" })
      .expect(201);
    const mail = await smtp.waitFor((m) => m.replyTo.includes(email));
    expect(mail.subject).toBe("New contact message from Joe Ruiz");
    expect(mail.text).toContain("About: Dr. Ana Reyes");
    expect(mail.text).toContain("Is Dr. Reyes taking new patients?");
  });

  it("sends no mail for a honeypot message", async () => {
    const email = `${uniqueToken()}@example.com`;
    const control = `${uniqueToken()}@example.com`;
    await request(app).post("/api/contact").send({ name: "Bot", email, message: "spam", homepage: "https://spam.example.com" }).expect(201);
    // A real message sent after it arrives; by then the spam one would have too.
    await request(app).post("/api/contact").send({ name: "Real", email: control, message: "real" }).expect(201);
    await smtp.waitFor((m) => m.replyTo.includes(control));
    expect(smtp.mails.filter((m) => m.replyTo.includes(email))).toEqual([]);
    expect(await outboxFor(email)).toBeUndefined();
  });

  it("keeps messages while SMTP is down and delivers each once when it is back", async () => {
    const port = smtp.port;
    await smtp.stop();
    const emails = [0, 1, 2].map(() => `${uniqueToken()}@example.com`);
    const started = Date.now();
    for (const [i, email] of emails.entries()) {
      await request(app)
        .post("/api/contact")
        .send({ name: `Outage ${i}`, email, message: `Sent while SMTP is down (${i})` })
        .expect(201);
    }
    const requestMs = (Date.now() - started) / emails.length;
    expect(requestMs).toBeLessThan(2000); // the visitor never waits for the mail server

    // Let the worker fail a few times against the stopped server.
    for (;;) {
      const row = await outboxFor(emails[0]!);
      if (row && row.attempts >= 4) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const email of emails) {
      const row = await outboxFor(email);
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    const downMs = Date.now() - started;

    const back = Date.now();
    await smtp.start(port);
    const mails = await Promise.all(emails.map((email) => smtp.waitFor((m) => m.replyTo.includes(email), 10_000)));
    const delays = mails.map((m) => m.receivedAt - back);
    // Recorded as sent just after the SMTP server accepted each mail.
    await vi.waitFor(
      async () => {
        for (const row of await Promise.all(emails.map(outboxFor))) expect(row?.sentAt).toBeInstanceOf(Date);
      },
      { timeout: 5000 },
    );
    const rows = await Promise.all(emails.map(outboxFor));
    for (const email of emails) expect(smtp.mails.filter((m) => m.replyTo.includes(email))).toHaveLength(1);
    // Backoff is capped at 1 s here, so delivery follows within about one retry delay.
    expect(Math.max(...delays)).toBeLessThan(BACKOFF.maxMs + 1500);
    console.log(
      `SMTP outage (${engine}): down ${downMs} ms, request ${Math.round(requestMs)} ms each; delivered ${Math.min(...delays)}-${Math.max(...delays)} ms after SMTP returned; ` +
        `attempts ${rows.map((r) => r?.attempts).join(", ")}; ${failures.length} failed attempts logged`,
    );
  });
});
