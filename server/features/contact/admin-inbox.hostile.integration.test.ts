import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { inboxListQuerySchema, inquiryNoteRequestSchema, inquiryPatchSchema, inquiryReplyRequestSchema } from "@shared/admin/inbox";
import type { Db } from "../../db/client";
import { auditLog, emailOutbox, inquiries, inquiryNotes, inquiryReplies } from "../../db/schema";
import { createApp } from "../../app";
import type { StaffUser } from "../../auth/staff";
import { uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { expectSafeAnswer, hostileJson, hostileText, percentEncode, runs, storable, wrongType, type Answer } from "../../test/hostile";
import { openPrivateDatabase } from "../../test/private-database";
import { staffSession } from "../../test/staff-session";
import { setupTestDatabase } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

/** The tables an inbox request may write. */
const TABLES = { inquiries, inquiryNotes, inquiryReplies, emailOutbox, auditLog };
async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const));
  return Object.fromEntries(entries);
}
const diff = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(a).flatMap((k) => (a[k] === b[k] ? [] : [[k, b[k]! - a[k]!]])));

/**
 * fast-check against every inbox endpoint, signed in as an editor, on a database only this file
 * writes: no 5xx, no stack, JSON {message} on errors, and rows change only for a valid request.
 */
describe.each(engines)("hostile input against the staff inbox on %s", { timeout: 120_000 }, (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  const editor = { staff: {} as StaffUser, headers: {} as Record<string, string> };
  let server: Server;
  let base = "";
  let id = 0;

  beforeAll(async () => {
    const [row] = await database.db
      .insert(inquiries)
      .values({ kind: "contact", name: "Sample Hostile", email: "hostile@example.com", message: "Hello" })
      .returning();
    id = row!.id;
    // Limits raised: this test is about input, the limits have their own tests.
    const app = createApp({
      passwordHasher: testPasswordHasher,
      db: database.db,
      stripe: null,
      postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("inbox-hostile") },
    });
    const session = await staffSession(app, database.db, "editor");
    Object.assign(editor, { staff: session.staff, headers: { Cookie: session.cookie } });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers = { ...editor.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) };
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
  }

  it("GET list and CSV: hostile query strings are 200 or 400, never 5xx, and change nothing", async () => {
    const key = fc.oneof(fc.constantFrom("kind", "status", "assignee", "from", "to", "q", "limit", "cursor"), hostileText);
    const value = fc.oneof(hostileText, fc.constantFrom("new", "spam", "me", "none", "2025-01-01", "2025-02-30", "0", "100", "eyJ1IjotMSwiaSI6MX0"));
    const query = fc.array(fc.tuple(key, value), { maxLength: 4 });
    const path = fc.constantFrom("/api/admin/inquiries", "/api/admin/inquiries.csv");
    await fc.assert(
      fc.asyncProperty(path, query, async (p, pairs) => {
        const before = await counts(database.db);
        const qs = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&");
        const answer = await send("GET", `${p}?${qs}`);
        expectSafeAnswer(answer, `GET ${p}?${qs}`);
        expect([200, 400, 414, 431]).toContain(answer.status); // Node refuses a 40 kB URL itself
        const plain = pairs.every(([k, v]) => storable(k) && storable(v)) && new Set(pairs.map(([k]) => k)).size === pairs.length;
        const known = pairs.every(([k]) => ["kind", "status", "assignee", "from", "to", "q", "limit"].includes(k));
        if (plain && known && inboxListQuerySchema.safeParse(Object.fromEntries(pairs)).success) expect(answer.status, qs).toBe(200);
        expect(diff(before, await counts(database.db))).toEqual({});
      }),
      { numRuns: runs(120) },
    );
  });

  it("GET/PATCH/POST with junk ids are 4xx and change nothing", async () => {
    // "" and "." would leave /api/admin/inquiries/, the list itself (the URL parser drops a lone dot);
    // a small whole number such as "1" is no junk: it may name a real message of the shared database.
    const segment = fc
      .oneof(hostileText, fc.constantFrom("0", "-1", "1.5", "2147483648", "99999999999", "1e3"))
      .filter((s) => s !== "" && s !== "." && !/^[1-9]\d{0,8}$/.test(s));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom("GET ", "GET /listing-draft", "PATCH ", "POST /notes", "POST /replies"), async (s, route) => {
        const [method, suffix] = route.split(" ") as [string, string];
        const before = await counts(database.db);
        const answer = await send(method, `/api/admin/inquiries/${percentEncode(s)}${suffix}`, method === "GET" ? undefined : { status: "closed", body: "x" });
        expectSafeAnswer(answer, `${method} ${s}${suffix}`);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(diff(before, await counts(database.db))).toEqual({});
      }),
      { numRuns: runs(100) },
    );
  });

  it("PATCH: only a valid body changes the message, with one audit row", async () => {
    const body = fc.oneof(
      hostileJson,
      fc.record(
        {
          status: fc.oneof(fc.constantFrom("new", "in_progress", "answered", "closed", "spam"), hostileText, wrongType),
          assigneeId: fc.oneof(hostileText, wrongType, fc.constant(editor.staff.id)),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const before = await counts(database.db);
        const answer = await send("PATCH", `/api/admin/inquiries/${id}`, b);
        expectSafeAnswer(answer, `PATCH ${JSON.stringify(b).slice(0, 200)}`);
        const changed = diff(before, await counts(database.db));
        if (!(inquiryPatchSchema.safeParse(b).success && storable(b))) {
          expect([400, 413]).toContain(answer.status);
          expect(changed).toEqual({});
        } else {
          expect([200, 400, 409]).toContain(answer.status);
          if (answer.status !== 200) expect(changed).toEqual({});
          else expect(Object.keys(changed).filter((k) => k !== "auditLog")).toEqual([]);
        }
      }),
      { numRuns: runs(120) },
    );
  });

  it("POST notes and replies: only a valid body adds a note or a reply (and its mail), stored as sent", async () => {
    const body = fc.oneof(hostileJson, fc.record({ body: fc.oneof(hostileText, wrongType), subject: fc.oneof(hostileText, wrongType) }, { requiredKeys: [] }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("notes", "replies"), body, async (what, b) => {
        // A reply to spam is refused; keep the message answerable.
        await database.db.update(inquiries).set({ status: "new" });
        const before = await counts(database.db);
        const answer = await send("POST", `/api/admin/inquiries/${id}/${what}`, b);
        expectSafeAnswer(answer, `POST ${what} ${JSON.stringify(b).slice(0, 200)}`);
        const changed = diff(before, await counts(database.db));
        const schema = what === "notes" ? inquiryNoteRequestSchema : inquiryReplyRequestSchema;
        if (schema.safeParse(b).success && storable(b)) {
          expect(answer.status).toBe(201);
          expect(changed).toEqual(what === "notes" ? { inquiryNotes: 1, auditLog: 1 } : { inquiryReplies: 1, emailOutbox: 1, auditLog: 1 });
        } else {
          expect([400, 413]).toContain(answer.status);
          expect(changed).toEqual({});
        }
      }),
      { numRuns: runs(120) },
    );
  });
});
