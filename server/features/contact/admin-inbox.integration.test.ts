import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import type { InboxDetail, InboxSummary } from "@shared/admin/inbox";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { uniqueToken } from "../../db/factories";
import { auditLog, inquiries } from "../../db/schema";
import { createApp } from "../../app";
import type { StaffUser } from "../../auth/staff";
import { engines } from "../../test/database";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

type NewInquiry = typeof inquiries.$inferInsert;

describe.each(engines)("staff inbox API on %s", (engine) => {
  // Writes are POSTs under /api: the per-client POST limit is raised (it has its own tests).
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 100_000, keyPrefix: uniqueToken("inbox") } }),
  );
  /** An editor signed in through the real better-auth endpoint; `headers` carries the session cookie. */
  const editor = { staff: {} as StaffUser, headers: {} as Record<string, string> };
  beforeAll(async () => {
    const session = await staffSession(app, database.db, "editor");
    Object.assign(editor, { staff: session.staff, headers: { Cookie: session.cookie } });
  });

  /** Rows of this test only: every one carries the token in its name, and lists are searched for it. */
  async function insert(token: string, rows: Partial<NewInquiry>[]): Promise<number[]> {
    const values = rows.map((r, i) => ({ kind: "contact" as const, name: `Sample ${token} ${i}`, email: `${token}-${i}@example.com`, message: "Hello", ...r }));
    return (await database.db.insert(inquiries).values(values).returning({ id: inquiries.id })).map((r) => r.id);
  }
  const list = (query: Record<string, string>) => request(app).get("/api/admin/inquiries").query(query).set(editor.headers);
  const ids = (body: InboxSummary[]) => body.map((r) => r.id);
  const at = (day: number, minute = 0) => new Date(Date.UTC(2025, 4, day, 12, minute));

  it("lists newest first, without spam unless asked, and filters by kind, status and text", async () => {
    const t = uniqueToken("list");
    const [contact, news, spam, advertising] = await insert(t, [
      { createdAt: at(1) },
      { kind: "news", createdAt: at(2) },
      { status: "spam", createdAt: at(3) },
      { kind: "advertising", status: "in_progress", createdAt: at(4) },
    ]);
    expect(ids((await list({ q: t }).expect(200)).body)).toEqual([advertising, news, contact]);
    expect(ids((await list({ q: t, kind: "news" }).expect(200)).body)).toEqual([news]);
    expect(ids((await list({ q: t, status: "spam" }).expect(200)).body)).toEqual([spam]);
    expect(ids((await list({ q: t, status: "in_progress" }).expect(200)).body)).toEqual([advertising]);
    // The search looks in the message and the email too, and takes % and _ literally.
    const [byMessage] = await insert(t, [{ message: `About the 100%_${t} offer` }]);
    expect(ids((await list({ q: `100%_${t}` }).expect(200)).body)).toEqual([byMessage]);
    expect(ids((await list({ q: `${t}-0@EXAMPLE` }).expect(200)).body)).toContain(contact);
  });

  it("lists a kind the contact form does not send (report-a-change) and offers it in the kinds", async () => {
    const t = uniqueToken("kind");
    // Not one of the column's TypeScript kinds: the mag branch adds it; the table takes any text.
    const [row] = await insert(t, [{ kind: "report" as NewInquiry["kind"], message: "The phone number changed" }]);
    expect(ids((await list({ q: t, kind: "report" }).expect(200)).body)).toEqual([row]);
    expect((await request(app).get("/api/admin/inquiries/kinds").set(editor.headers).expect(200)).body).toEqual(expect.arrayContaining(["contact", "report"]));
  });

  it("filters by the day received: from and to count whole days, or exact instants", async () => {
    const t = uniqueToken("days");
    const [d1, d2, d3] = await insert(t, [{ createdAt: at(10) }, { createdAt: at(11) }, { createdAt: at(12) }]);
    expect(ids((await list({ q: t, from: "2025-05-11" }).expect(200)).body)).toEqual([d3, d2]);
    expect(ids((await list({ q: t, to: "2025-05-11" }).expect(200)).body)).toEqual([d2, d1]);
    expect(ids((await list({ q: t, from: "2025-05-11", to: "2025-05-11" }).expect(200)).body)).toEqual([d2]);
    expect(ids((await list({ q: t, from: "2025-05-11T12:00:01Z" }).expect(200)).body)).toEqual([d3]);
  });

  it("pages with a keyset cursor through rows received in the same microsecond, each row once", async () => {
    const t = uniqueToken("page");
    const same = at(20);
    const made = await insert(
      t,
      [0, 1, 2, 3, 4].map(() => ({ createdAt: same })),
    );
    await database.db.execute(sql`update inquiries set created_at = created_at + interval '7 microseconds' where id = ${made[0]}`);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const res = await list({ q: t, limit: "2", ...(cursor ? { cursor } : {}) }).expect(200);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("5");
      seen.push(...ids(res.body));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (!cursor) break;
    }
    // Newest first: the row 7 µs later leads, then the others by id, descending.
    expect(seen).toEqual([made[0], ...made.slice(1).reverse()]);
  });

  it("filters by assignee: me, none, or a staff id; assigning is audited", async () => {
    const t = uniqueToken("assign");
    const [mine, free] = await insert(t, [{}, {}]);
    await request(app).patch(`/api/admin/inquiries/${mine}`).set(editor.headers).send({ assigneeId: editor.staff.id }).expect(200);
    expect(ids((await list({ q: t, assignee: "me" }).expect(200)).body)).toEqual([mine]);
    expect(ids((await list({ q: t, assignee: editor.staff.id }).expect(200)).body)).toEqual([mine]);
    expect(ids((await list({ q: t, assignee: "none" }).expect(200)).body)).toEqual([free]);
    const refused = await request(app).patch(`/api/admin/inquiries/${free}`).set(editor.headers).send({ assigneeId: "nobody-here" }).expect(400);
    expect(refused.body.message).toMatch(/assigneeId/);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "inquiry"), eq(auditLog.entityId, String(mine))));
    expect(audit).toMatchObject([{ action: "inquiry.update", actorId: editor.staff.id, before: { assigneeId: null }, after: { assigneeId: editor.staff.id } }]);
    const options = await request(app).get("/api/admin/inquiries/assignees").set(editor.headers).expect(200);
    expect(options.body).toContainEqual({ id: editor.staff.id, name: editor.staff.name, email: editor.staff.email });
  });

  it("moves a message forward new → in_progress → answered → closed, refuses going back with 409, and audits each move", async () => {
    const [id] = await insert(uniqueToken("flow"), [{}]);
    const patch = (status: string) => request(app).patch(`/api/admin/inquiries/${id}`).set(editor.headers).send({ status });
    for (const status of ["in_progress", "answered", "closed"]) expect(((await patch(status).expect(200)).body as InboxDetail).status).toBe(status);
    const back = await patch("in_progress").expect(409);
    expect(back.body.message).toBe("A message moves forward only: Closed cannot go back to In progress.");
    await patch("spam").expect(200);
    expect((await patch("answered").expect(409)).body.message).toMatch(/spam goes back to New first/);
    await patch("new").expect(200);
    await patch("new").expect(200); // unchanged: allowed, and not audited
    const audit = await database.db
      .select({ before: auditLog.before, after: auditLog.after, ip: auditLog.actorIp, email: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "inquiry"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => `${a.before?.status}>${a.after?.status}`)).toEqual([
      "new>in_progress",
      "in_progress>answered",
      "answered>closed",
      "closed>spam",
      "spam>new",
    ]);
    expect(audit[0]).toMatchObject({ email: editor.staff.email, ip: expect.any(String) });
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, id!));
    expect(row!.status).toBe("new");
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it("keeps internal notes on the message, in order, audited", async () => {
    const [id] = await insert(uniqueToken("note"), [{}]);
    await request(app).post(`/api/admin/inquiries/${id}/notes`).set(editor.headers).send({ body: "  Called back, left a voicemail.  " }).expect(201);
    const res = await request(app).post(`/api/admin/inquiries/${id}/notes`).set(editor.headers).send({ body: "Second note" }).expect(201);
    expect((res.body as InboxDetail).notes).toMatchObject([
      { body: "Called back, left a voicemail.", authorEmail: editor.staff.email },
      { body: "Second note", authorEmail: editor.staff.email },
    ]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "inquiry.note"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.after?.body)).toEqual(["Called back, left a voicemail.", "Second note"]);
  });

  it("answers the message, its fields, notes and replies; 404 for an unknown id", async () => {
    const [id] = await insert(uniqueToken("detail"), [
      { kind: "advertising", message: "ADVERTISING INQUIRY\n\nBusiness Name: Sample Bakery", fields: { businessName: "Sample Bakery" } },
    ]);
    const res = await request(app).get(`/api/admin/inquiries/${id}`).set(editor.headers).expect(200);
    expect(res.body).toMatchObject({ id, kind: "advertising", status: "new", fields: { businessName: "Sample Bakery" }, notes: [], replies: [] });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await request(app).get("/api/admin/inquiries/2147483647").set(editor.headers).expect(404)).body.message).toBe("No message #2147483647");
  });

  it.each([
    ["status=bogus", "status"],
    ["kind=Con tact", "kind"],
    ["from=2025-13-45", "from"],
    ["to=yesterday", "to"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    ["assignee=a%20b", "assignee"],
    ["status=new&status=spam", "status"],
  ])("answers 400 naming the field for ?%s", async (query, field) => {
    const res = await request(app).get(`/api/admin/inquiries?${query}`).set(editor.headers).expect(400);
    expect(res.body.message).toMatch(new RegExp(field));
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it.each([
    ["PATCH", "", { status: "done" }, "status"],
    ["PATCH", "", {}, "status"],
    ["PATCH", "", { status: "new", color: "red" }, "color"],
    ["PATCH", "", { assigneeId: 5 }, "assigneeId"],
    ["POST", "/notes", { body: "   " }, "body"],
    ["POST", "/notes", {}, "body"],
    ["POST", "/replies", { body: "" }, "body"],
    ["POST", "/replies", { subject: "Two\nlines", body: "Hi" }, "subject"],
    ["POST", "/replies", { subject: "x".repeat(201), body: "Hi" }, "subject"],
  ])("answers 400 naming the field for %s …%s %j", async (method, path, body, field) => {
    const [id] = await insert(uniqueToken("bad"), [{}]);
    const res = await request(app)[method === "PATCH" ? "patch" : "post"](`/api/admin/inquiries/${id}${path}`).set(editor.headers).send(body).expect(400);
    expect(res.body.message).toMatch(new RegExp(field));
  });

  it("answers 400 naming id for a path id that is not one, and 401 without a staff session", async () => {
    expect((await request(app).get("/api/admin/inquiries/abc").set(editor.headers).expect(400)).body.message).toMatch(/id/);
    await request(app).get("/api/admin/inquiries").expect(401);
    await request(app).post("/api/admin/inquiries/1/notes").send({ body: "x" }).expect(401);
  });

  it("prefills a listing from an advertising inquiry, and refuses other kinds with 409", async () => {
    const fields = {
      businessName: "Sample Bakery",
      contactName: "Ana Sample",
      email: "ana@example.com",
      phone: "210-555-0142",
      website: "www.example.com",
      category: "banking",
      package: "gold-annual",
      description: "Fresh bread daily.",
    };
    const [ad, contact] = await insert(uniqueToken("draft"), [{ kind: "advertising", fields }, {}]);
    const res = await request(app).get(`/api/admin/inquiries/${ad}/listing-draft`).set(editor.headers).expect(200);
    expect(res.body).toMatchObject({
      inquiryId: ad,
      business: {
        name: "Sample Bakery",
        phone: "210-555-0142",
        website: "https://www.example.com",
        email: "ana@example.com",
        description: "Fresh bread daily.",
      },
      professional: { name: "Ana Sample", company: "Sample Bakery" },
      package: "gold-annual",
    });
    await request(app).get(`/api/admin/inquiries/${contact}/listing-draft`).set(editor.headers).expect(409);
  });
});
