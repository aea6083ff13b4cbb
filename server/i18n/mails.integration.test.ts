import { eq } from "drizzle-orm";
import type { Express } from "express";
import nodemailer from "nodemailer";
import request from "supertest";
import { createApp } from "../app";
import { createProfessional, uniqueToken } from "../db/factories";
import { users } from "../db/schema";
import { runFreshnessReminders } from "../features/freshness/reminders";
import { runMonthlyReports } from "../features/listing-stats/monthly-report";
import { startOutboxWorker, type OutboxWorker } from "../features/contact/outbox-worker";
import { queueRenewalReminderMail } from "../features/payments/subscriptions/mails";
import { engines } from "../test/database";
import { ownerSession } from "../test/owner-session";
import { testPasswordHasher } from "../test/password-hasher";
import { openPrivateDatabase } from "../test/private-database";
import { TestSmtpServer, type ReceivedMail } from "../test/smtp-server";
import { setupTestDatabase } from "../test/test-app";

const SITE = "https://directory.example.com";
const DAY = 86_400_000;

describe.each(engines)("mails in the recipient's language (issue 29) through a real SMTP server on %s", (engine) => {
  // Its own database: the outbox worker sends every due row, and only to this file's SMTP server.
  const database = setupTestDatabase(engine, openPrivateDatabase);
  const smtp = new TestSmtpServer();
  let worker: OutboxWorker;
  let app: Express;

  beforeAll(async () => {
    await smtp.start(0);
    worker = startOutboxWorker({ db: database.db, transport: nodemailer.createTransport({ url: smtp.url }), from: "site@example.com", pollMs: 200 });
    app = createApp({
      passwordHasher: testPasswordHasher,
      db: database.db,
      stripe: null,
      postRateLimit: { limit: 1_000_000 },
      ownerClaim: { clientLimit: { limit: 1000 }, listingLimit: { limit: 1000 }, emailLimit: { limit: 1000 } },
      contact: { onQueued: worker.kick, rateLimit: { limit: 1000, keyPrefix: uniqueToken("i18n-mail") }, log: () => {} },
    });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
  });

  const mailTo = (to: string, subject: (s: string) => boolean) =>
    smtp
      .waitFor((m: ReceivedMail) => m.to.includes(to) && subject(m.subject))
      .catch((error: Error) => {
        throw new Error(`${error.message}: ${smtp.mails.map((m) => `${m.to.join()} «${m.subject}»`).join(" | ")}`);
      });

  it("sends a Spanish owner (picked by signing in from a Spanish page) Spanish mails, and an English owner English ones", async () => {
    const [proEs, proEn] = [await createProfessional(database.db), await createProfessional(database.db)];
    const es = (await ownerSession(app, database.db, [{ kind: "professional", id: proEs.id }])).user.email.toLowerCase();
    const en = (await ownerSession(app, database.db, [{ kind: "professional", id: proEn.id }])).user.email.toLowerCase();

    // Sign-in links: asked from /es (the client sends the page's language), and from an English page.
    await request(app).post("/api/account-sign-in").set("Accept-Language", "es").send({ email: es }).expect(202);
    await request(app).post("/api/account-sign-in").set("Accept-Language", "en-US,en;q=0.9,es;q=0.8").send({ email: en }).expect(202);
    const linkEs = await mailTo(es, (s) => s.startsWith("Su enlace para entrar"));
    expect(linkEs.subject).toBe("Su enlace para entrar al Directorio de Negocios de San Antonio");
    expect(linkEs.text).toContain("Abra este enlace en los próximos 15 minutos para entrar. Sirve una sola vez:");
    expect(decodeURIComponent(linkEs.text)).toContain("callbackURL=/es/account");
    const linkEn = await mailTo(en, (s) => s.startsWith("Your sign-in link"));
    expect(linkEn.text).toContain("Open this link within 15 minutes to sign in. It works once:");
    expect(decodeURIComponent(linkEn.text)).toMatch(/callbackURL=\/account(&|$)/m);
    const localeOf = async (email: string) => (await database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
    expect([await localeOf(es), await localeOf(en)]).toEqual(["es", "en"]);

    // A visitor's message from an English page reaches each owner in the owner's language.
    for (const pro of [proEs, proEn])
      await request(app)
        .post("/api/contact")
        .send({ name: "Ana Ruiz", email: "ana@example.com", message: "¿Tiene citas el sábado?", listingKind: "professional", listingId: pro.id })
        .expect(201);
    const contactEs = await mailTo(es, (s) => s.includes("Ana Ruiz"));
    expect(contactEs.subject).toBe("Nuevo mensaje de contacto de Ana Ruiz");
    expect(contactEs.text).toContain("Llegó un nuevo mensaje de contacto al Directorio de Negocios de San Antonio.");
    expect(contactEs.text).toMatch(/Recibido: \d+ de [a-z]+ de \d{4}/);
    expect((await mailTo(en, (s) => s.includes("Ana Ruiz"))).subject).toBe("New contact message from Ana Ruiz");

    // The 90-day reminder, with links to the pages of each owner's language.
    await runFreshnessReminders({ db: database.db, now: new Date(Date.now() + 91 * DAY), site: SITE, only: { professional: [proEs.id, proEn.id] } });
    const freshEs = await mailTo(es, (s) => s === "¿Su ficha sigue al día?");
    expect(freshEs.text).toContain(`Sí, todo está correcto: ${SITE}/es/account/still-correct?token=`);
    expect(freshEs.text).toContain(`Editar: ${SITE}/es/account/listings/professional/${proEs.id}`);
    const freshEn = await mailTo(en, (s) => s === "Is your listing still correct?");
    expect(freshEn.text).toContain(`Yes, it's correct: ${SITE}/account/still-correct?token=`);

    // The monthly statistics: month names and labels in the owner's language.
    const userOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
    const [esUser, enUser] = [await userOf(es), await userOf(en)];
    await runMonthlyReports({ db: database.db, now: new Date("2026-11-10T18:00:00Z"), site: SITE, only: [esUser.id, enUser.id] });
    const statsEs = await mailTo(es, (s) => s.startsWith("Las estadísticas"));
    expect(statsEs.subject).toBe("Las estadísticas de sus fichas de octubre de 2026");
    expect(statsEs.text).toContain("Visitas a la página: 0 (también 0 en septiembre de 2026)");
    expect(statsEs.text).toContain(`Día por día: ${SITE}/es/account/listings/professional/${proEs.id}`);
    const statsEn = await mailTo(en, (s) => s.startsWith("Your listing statistics"));
    expect(statsEn.subject).toBe("Your listing statistics for October 2026");
    expect(statsEn.text).toContain("Page views: 0 (none in September 2026 either)");

    // Gold's renewal reminder: Spanish dates, dollars as es-US writes them.
    await queueRenewalReminderMail(database.db, {
      professionalId: proEs.id,
      payerId: esUser.id,
      plan: "gold-annual",
      renewsOn: "2026-12-03T18:00:00Z",
      site: SITE,
    });
    worker.kick();
    const renewal = await mailTo(es, (s) => s === "Su ficha Gold se renueva en 7 días");
    expect(renewal.text).toContain("se renueva el 3 de diciembre de 2026.");
    expect(renewal.text).toContain("Cobraremos $490.00 a la tarjeta registrada");
    expect(renewal.text).toContain(`${SITE}/es/account/listings/professional/${proEs.id}#gold`);
  });

  it("mails a claim link asked for from a Spanish page in Spanish, and makes Spanish the new owner's language", async () => {
    const email = `${uniqueToken("dueña")}@example.com`.replace("ñ", "n");
    const pro = await createProfessional(database.db, { email });
    await request(app).post("/api/claims").set("Accept-Language", "es").send({ kind: "professional", id: pro.id }).expect(202);
    const claim = await mailTo(email, (s) => s.startsWith("Reclame"));
    expect(claim.subject).toBe(`Reclame ${pro.name} en el Directorio de Negocios de San Antonio`);
    expect(claim.text).toContain("Si fue usted, abra este enlace antes de que pasen 15 minutos.");
    const token = /\/es\/account\/claim\?token=([\w-]+)/.exec(claim.text)?.[1];
    expect(token).toBeTruthy();

    await request(app).post("/api/account-claim/confirm").set("Accept-Language", "es").send({ token }).expect(200);
    const [user] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(user?.locale).toBe("es");
  });
});
