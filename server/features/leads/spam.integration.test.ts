import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional } from "../../db/factories";
import { leads } from "../../db/lead-schema";
import { emailOutbox } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestApp } from "../../test/test-app";

/** A small seeded generator, so every run scripts the same 1,000 bots. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

// Real throwaway-mail domains from the list package, and ordinary ones.
const disposable = ["mailinator.com", "guerrillamail.com", "10minutemail.com", "yopmail.com", "trashmail.com", "sharklasers.com"];
const ordinary = ["example.com", "example.net", "example.org"];

describe.each(engines)("1,000 scripted bot submissions on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, leads: { rateLimit: { limit: 1_000_000 } } }),
  );

  it("lets at most 1% reach an owner (honeypot, timing and disposable addresses); the per-client limit is lifted to measure the filters alone", async () => {
    const pros = await Promise.all([1, 2, 3].map(() => createProfessional(database.db)));
    const { user } = await ownerSession(
      app,
      database.db,
      pros.map((p) => ({ kind: "professional" as const, id: p.id })),
    );
    const random = seeded(31);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    let sent = 0;
    for (let n = 0; n < 1000; n++) {
      // Bot habits, mixed: most fill every field they see (the hidden one too), many post at
      // once or without the form's timing, and many use throwaway addresses; some do all three
      // and a few do none but one.
      const fillsHoneypot = random() < 0.6;
      const timing = random();
      const elapsedMs = timing < 0.45 ? undefined : timing < 0.9 ? Math.floor(random() * 2500) : 3000 + Math.floor(random() * 60_000);
      // A slow bot that skips the hidden field mostly still uses a throwaway address; about 1 in
      // 200 uses an ordinary one and passes as a person (no filter can tell it from one).
      const careful = !fillsHoneypot && elapsedMs !== undefined && elapsedMs >= 3000;
      const domain = careful ? (random() < 0.05 ? pick(ordinary) : pick(disposable)) : pick([...disposable, ...ordinary]);
      const pro = pick(pros);
      const res = await request(app)
        .post("/api/leads")
        .send({
          kind: "quote",
          listingKind: "professional",
          listingId: pro.id,
          needed: `Cheap SEO services ${n} http://spam.example/${n}`,
          when: "flexible",
          replyBy: "email",
          name: `Bot ${n}`,
          email: `bot${n}@${n % 7 === 0 ? `x${n}.` : ""}${domain}`,
          ...(elapsedMs !== undefined && { elapsedMs }),
          ...(fillsHoneypot && { homepage: `http://spam.example/${n}` }),
        });
      expect(res.status).toBe(201);
      sent += 1;
    }
    const ids = pros.map((p) => p.id);
    const reached = await database.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.listingKind, "professional"), inArray(leads.listingId, ids), inArray(leads.status, ["new"])));
    const notices = await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase()));
    expect(sent).toBe(1000);
    // The figure for the report: how many of 1,000 reached the owner's inbox and mail.
    console.info(`spam test: ${reached.length} of ${sent} bot submissions reached an owner (${notices.length} notices)`);
    expect(reached.length).toBeLessThanOrEqual(10);
    expect(notices.length).toBe(reached.length);
  }, 300_000);
});
