import { and, eq } from "drizzle-orm";
import request from "supertest";
import type { OpeningHours } from "@shared/hours";
import { LISTING_CLOCK_ELEMENT_ID } from "@shared/hours";
import * as queryKeys from "@shared/query-keys";
import { createApp } from "../../app";
import { mountStaticClient } from "../../client";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, businesses, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { readHead, readInitialData, seeded, TEST_SHELL, testBuildDir } from "../../test/seo-kit";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

const office = [{ open: "09:00", close: "17:00" }];
const HOURS: OpeningHours = {
  weekly: [
    [],
    office,
    office,
    office,
    office,
    [
      { open: "13:00", close: "17:00" },
      { open: "09:00", close: "12:00" },
    ],
    [{ open: "18:00", close: "02:00" }],
  ],
  special: [
    { date: "2026-12-25", shifts: [] },
    { date: "2026-11-26", shifts: [], label: " Thanksgiving " },
  ],
};
/** HOURS as stored: shifts by opening, dates in order, labels trimmed, no empty label. */
const STORED: OpeningHours = {
  weekly: [
    [],
    office,
    office,
    office,
    office,
    [
      { open: "09:00", close: "12:00" },
      { open: "13:00", close: "17:00" },
    ],
    [{ open: "18:00", close: "02:00" }],
  ],
  special: [
    { date: "2026-11-26", shifts: [], label: "Thanksgiving" },
    { date: "2026-12-25", shifts: [] },
  ],
};

describe.each(engines)("owner hours API on %s", (engine) => {
  // Monday 2026-11-23, 12 PM in San Antonio, for the API and the pages.
  const now = () => new Date("2026-11-23T18:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      passwordHasher: testPasswordHasher,
      db,
      stripe: null,
      postRateLimit: { limit: 1_000_000 },
      now,
      mountClient: (client) => mountStaticClient(client, { db, shell: TEST_SHELL, dist: testBuildDir(), now }),
    }),
  );

  it("saves the hours, answers them normalized, audits the change and shows them on the public API at once", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const path = `/api/account/listings/professional/${pro.id}/hours`;
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body).toEqual({ hours: null });
    // The public record is read (and cached) before the change.
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.hours).toBeNull();

    const put = await request(app).put(path).set("Cookie", cookie).send({ hours: HOURS }).expect(200);
    expect(put.body).toEqual({ hours: STORED });
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body).toEqual({ hours: STORED });
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.hours).toEqual(STORED);

    const [row] = await database.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.hours).toEqual(STORED);
    expect(new Date(row!.ownerUpdatedAt!).toISOString()).toBe("2026-11-23T18:00:00.000Z");
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "professional"), eq(auditLog.entityId, String(pro.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "professional.hours_update",
      actorId: user.id,
      actorEmail: user.email.toLowerCase(),
      before: { hours: null },
      after: { hours: STORED },
    });

    // The same hours again change nothing and write no second entry; null removes them.
    await request(app).put(path).set("Cookie", cookie).send({ hours: STORED }).expect(200);
    await request(app).put(path).set("Cookie", cookie).send({ hours: null }).expect(200, { hours: null });
    const after = await database.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(pro.id)));
    expect(after.filter((a) => a.action === "professional.hours_update")).toHaveLength(2);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.hours).toBeNull();
  });

  it("works for a business, and its public page carries the hours and the status line", async () => {
    const biz = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const before = await request(app).get(`/business/${biz.id}`).expect(200);
    expect(before.text).not.toContain(LISTING_CLOCK_ELEMENT_ID);
    await request(app).put(`/api/account/listings/business/${biz.id}/hours`).set("Cookie", cookie).send({ hours: HOURS }).expect(200);
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body.hours).toEqual(STORED);

    const page = await request(app).get(`/business/${biz.id}`).expect(200);
    expect((seeded(readInitialData(page.text), queryKeys.business(biz.id))?.data as { hours: unknown }).hours).toEqual(STORED);
    const clock = page.text.match(new RegExp(`<script type="application/json" id="${LISTING_CLOCK_ELEMENT_ID}">(.*?)</script>`))?.[1];
    expect(JSON.parse(clock!)).toEqual({ now: "2026-11-23T18:00:00.000Z", status: "Open now · closes 5 PM" });
    const ld = readHead(page.text).jsonLd.find((l) => String(l["@id"]).includes(`/business/${biz.id}`));
    expect(ld?.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
      opens: "09:00",
      closes: "17:00",
    });
    expect(ld?.specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-11-26",
      validThrough: "2026-11-26",
    });
    const [row] = await database.db.select({ hours: businesses.hours }).from(businesses).where(eq(businesses.id, biz.id));
    expect(row!.hours).toEqual(STORED);
  });

  it("an editor reverts the owner's change from the audit log, and the public API follows", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app).put(`/api/account/listings/professional/${pro.id}/hours`).set("Cookie", cookie).send({ hours: HOURS }).expect(200);
    const [entry] = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "professional"), eq(auditLog.entityId, String(pro.id))));
    const editor = await staffSession(app, database.db, "editor");
    await request(app).post(`/api/admin/audit/${entry!.id}/revert`).set("Cookie", editor.cookie).send({}).expect(201);
    const [row] = await database.db.select({ hours: professionals.hours }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.hours).toBeNull();
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.hours).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ["no hours field", {}, "hours"],
    ["a bad time", { hours: { ...HOURS, weekly: [[], [{ open: "9am", close: "17:00" }], [], [], [], [], []] } }, "hours.weekly.1.0.open"],
    [
      "overlapping shifts",
      {
        hours: {
          ...HOURS,
          weekly: [
            [],
            [
              { open: "09:00", close: "13:00" },
              { open: "12:00", close: "17:00" },
            ],
            [],
            [],
            [],
            [],
            [],
          ],
        },
      },
      "hours.weekly.1.1.open",
    ],
    ["a bad special date", { hours: { ...HOURS, special: [{ date: "26-11-2026", shifts: [] }] } }, "hours.special.0.date"],
    [
      "a duplicate special date",
      {
        hours: {
          ...HOURS,
          special: [
            { date: "2026-11-26", shifts: [] },
            { date: "2026-11-26", shifts: [] },
          ],
        },
      },
      "hours.special.1.date",
    ],
    ["a long label", { hours: { ...HOURS, special: [{ date: "2026-11-26", shifts: [], label: "x".repeat(61) }] } }, "hours.special.0.label"],
    ["a string", { hours: "9-5" }, "hours"],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_name, body, field) => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const res = await request(app)
      .put(`/api/account/listings/professional/${pro.id}/hours`)
      .set("Cookie", cookie)
      .send(body as object)
      .expect(400);
    expect(res.body.message).toContain(field);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    const [row] = await database.db.select({ hours: professionals.hours }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.hours).toBeNull();
  });

  it("refuses another owner's listing (404) and a request without a session (401), changing nothing", async () => {
    const mine = await createProfessional(database.db);
    const theirs = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine.id }]);
    const path = `/api/account/listings/professional/${theirs.id}/hours`;
    await request(app).get(path).set("Cookie", cookie).expect(404);
    await request(app).put(path).set("Cookie", cookie).send({ hours: HOURS }).expect(404);
    await request(app).put(path).send({ hours: HOURS }).expect(401);
    // The owner of the professional with the same id does not own the business with it.
    await request(app).put(`/api/account/listings/business/${mine.id}/hours`).set("Cookie", cookie).send({ hours: HOURS }).expect(404);
    const [row] = await database.db.select({ hours: professionals.hours }).from(professionals).where(eq(professionals.id, theirs.id));
    expect(row!.hours).toBeNull();
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(theirs.id))),
    ).toEqual([]);
  });
});
