import request from "supertest";
import { dashboardSchema, type Dashboard } from "@shared/admin/dashboard";
import { createApp } from "../../app";
import type { Db } from "../../db/client";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { claimRequests, goldSubscriptions, inquiries, payments, pendingChanges } from "../../db/schema";
import { staffCookie } from "../../test/admin-kit";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inDays = (days: number) => daysAgo(-days);

/** The rows of each kind the dashboard counts, with their near misses beside them. */
async function createTodo(db: Db) {
  const message = (kind: "contact" | "advertising" | "news" | "report", status: "new" | "answered" | "spam", fields: Record<string, string> = {}) => ({
    kind,
    status,
    fields,
    name: "Sample Sender",
    email: "sender@example.com",
    message: "Hello",
  });
  await db
    .insert(inquiries)
    .values([
      message("contact", "new"),
      message("advertising", "new"),
      message("contact", "answered"),
      message("news", "spam"),
      message("report", "new", { reason: "closed" }),
      message("report", "answered", { reason: "closed" }),
      message("report", "new", { type: "claim" }),
    ]);
  const pro = await createProfessional(db, { createdAt: new Date(daysAgo(400)) });
  const claim = { listingKind: "professional" as const, listingId: pro.id, name: "Rosa", email: "rosa@example.com", role: "Owner", phone: "210-555-0142" };
  await db.insert(claimRequests).values([claim, { ...claim, status: "approved" }]);
  const change = { listingKind: "professional" as const, listingId: pro.id, field: "name" as const, value: "New name", requestedBy: "u1" };
  await db.insert(pendingChanges).values([change, { ...change, status: "rejected" }]);
  // Unchecked: `pro` itself (created 400 days ago), one the owner last updated 91 days ago, a business of 200 days.
  await createProfessional(db, { createdAt: new Date(daysAgo(100)), ownerUpdatedAt: daysAgo(91) });
  await createBusiness(db, { createdAt: new Date(daysAgo(200)) });
  // Not unchecked: checked by staff 10 days ago, unpublished, new.
  await createProfessional(db, { createdAt: new Date(daysAgo(300)), staffCheckedAt: daysAgo(10) });
  await createProfessional(db, { createdAt: new Date(daysAgo(300)), unpublishedAt: daysAgo(5) });
  await createBusiness(db, { createdAt: new Date(daysAgo(20)) });
  const payment = (status: string, updated: string) => ({
    stripePaymentIntentId: `pi_${uniqueToken("dash")}`,
    amountCents: 4900,
    status,
    updatedAt: new Date(updated),
  });
  await db.insert(payments).values([payment("failed", daysAgo(2)), payment("failed", daysAgo(10)), payment("succeeded", daysAgo(1))]);
  const subscription = (status: string, periodEnd: string, cancelAtPeriodEnd = false) => ({
    stripeSubscriptionId: `sub_${uniqueToken("dash")}`,
    stripeCustomerId: "cus_dash",
    plan: "gold-annual" as const,
    status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd,
  });
  await db
    .insert(goldSubscriptions)
    .values([
      subscription("active", inDays(3)),
      subscription("active", inDays(6)),
      subscription("active", inDays(3), true),
      subscription("active", inDays(10)),
      subscription("past_due", inDays(2)),
      subscription("active", daysAgo(1)),
    ]);
}

describe.each(engines)("the back office's dashboard on %s", (engine) => {
  // A database only this file writes to: every count is exact.
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null, passwordHasher: testPasswordHasher }), openPrivateDatabase);
  const read = async (cookie: string) => {
    const res = await request(app).get("/api/admin/dashboard").set("Cookie", cookie);
    expect(res.status).toBe(200);
    return dashboardSchema.parse(res.body);
  };

  it("counts what needs doing today, each kind apart from its near misses, and keeps payments for admins", async () => {
    const admin = await staffCookie(app, database.db, "admin");
    const editor = await staffCookie(app, database.db, "editor");
    const before = await read(admin.cookie);
    await createTodo(database.db);
    const after = await read(admin.cookie);
    const added = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v as number) - (before[k as keyof Dashboard] as number)]));
    expect(added).toEqual({
      newMessages: 2,
      changeReports: 1,
      claimsWaiting: 1,
      ownerChangesWaiting: 1,
      uncheckedListings: 3,
      failedPayments: 1,
      goldRenewalsThisWeek: 2,
    });
    expect(await read(editor.cookie)).toEqual({ ...after, failedPayments: null, goldRenewalsThisWeek: null });
  });

  it("answers 400 naming an unknown query word, and 401 without a session", async () => {
    const { cookie } = await staffCookie(app, database.db, "editor");
    const res = await request(app).get("/api/admin/dashboard?days=3").set("Cookie", cookie);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("days");
    expect((await request(app).get("/api/admin/dashboard")).status).toBe(401);
  });
});
