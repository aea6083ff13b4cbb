import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { seedSampleData } from "../../db/seed";
import { engines } from "../../test/database";
import { csvOf, importApp, snapshot } from "../../test/import-kit";
import { staffSession } from "../../test/staff-session";
import { postLargeBody } from "../../test/large-upload";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestDatabase } from "../../test/test-app";

/**
 * Hostile and broken files: each gets a clear answer and changes nothing (row counts, every
 * listing's content and the audit log compared before and after, on a database only this
 * file writes to). The sample directory is loaded first, so there is something to damage.
 */
describe.each(engines)("hostile CSV files on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let server: Server;
  let port = 0;
  let cookie = "";
  const signedIn = {
    get: (path: string) => request(server).get(path).set("Cookie", cookie),
    post: (path: string) => request(server).post(path).set("Cookie", cookie),
  };
  beforeAll(async () => {
    await seedSampleData(database.db);
    const app = importApp(database.db);
    cookie = (await staffSession(app, database.db, "editor")).cookie;
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const post = (body: string | Buffer, dryRun = false, type = "text/csv") =>
    signedIn.post(`/api/admin/import/professionals?dryRun=${dryRun}`).set("Content-Type", type).send(body);
  /** Sends the file as a real import and answers its report; fails if anything changed. */
  async function refused(body: string | Buffer, status: number, message: RegExp) {
    const before = await snapshot(database.db);
    const res = await post(Buffer.isBuffer(body) ? body : Buffer.from(body));
    expect(res.status, res.text.slice(0, 300)).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await snapshot(database.db)).toEqual(before);
    return res.body;
  }

  const valid = "external_id,name,title\r\nx-1,Ana Sample,CPA\r\n";

  it("refuses UTF-16 with or without a byte order mark", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, "utf16le")]);
    await refused(utf16, 400, /not UTF-8.*UTF-16/);
    await refused(Buffer.from(valid, "utf16le"), 400, /not UTF-8/);
  });

  it("refuses Latin-1 bytes, naming the line", async () => {
    await refused(Buffer.from("external_id,name,title\r\nx-1,Ana Sample,CPA\r\nx-2,Jos\xe9 Pe\xf1a,CPA\r\n", "latin1"), 400, /not UTF-8.*Line 3/);
  });

  it("refuses NUL bytes", async () => {
    await refused(Buffer.from("external_id,name,title\r\nx-1,Ana\0,CPA\r\n"), 400, /NUL byte on line 2/);
  });

  it("rejects formula cells row by row and imports none of the file", async () => {
    const cells = ['=HYPERLINK("http://evil.test","click")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];
    const csv = csvOf([
      ["external_id", "name", "title", "company"],
      ["ok-1", "Ana Sample", "CPA", "'=not a formula"],
      ...cells.map((c, i) => [`f-${i}`, "Ana Sample", "CPA", c]),
    ]);
    const body = await refused(csv, 422, /6 rows rejected\. Nothing was imported/);
    expect(body.rows.filter((r: { action: string }) => r.action === "reject")).toHaveLength(cells.length);
    expect(body.rows[1].problems[0]).toMatchObject({ column: "company", reason: expect.stringMatching(/formula/) });
    const dry = await post(csv, true).expect(200);
    expect(dry.body.rows[0]).toMatchObject({ externalId: "ok-1", action: "create" });
  });

  it("answers 413 to a 50 MB file before reading it all, with or without a Content-Length", async () => {
    const before = await snapshot(database.db);
    for (const declareLength of [true, false]) {
      const answer = await postLargeBody(port, "/api/admin/import/professionals?dryRun=false", 50 * 1024 * 1024, {
        declareLength,
        headers: { Cookie: cookie },
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text).message).toMatch(/limit is 20 MB|larger than 20 MB/);
      expect(answer.writtenWhenAnswered).toBeLessThan(50 * 1024 * 1024);
    }
    expect(await snapshot(database.db)).toEqual(before);
  });

  it.each([
    ["missing required columns, named", "name,company\r\nAna,Co\r\n", /Missing required columns: external_id, title/],
    ["an unknown column", "external_id,name,title,fax\r\nx,Ana,CPA,1\r\n", /Unknown column "fax"/],
    ["a column twice", "external_id,name,title,name\r\nx,Ana,CPA,Ana\r\n", /"name" appears twice/],
    ["too many columns", `${Array.from({ length: 500 }, (_, i) => `c${i}`).join(",")}\r\n`, /500 columns/],
    ["a quoted field never closed", 'external_id,name,title\r\nx,"Ana,CPA\r\ny,Ben,CPA\r\n', /quoted field is never closed/],
    ["a row with more cells than the header", "external_id,name,title\r\nx,Ana,CPA,extra\r\n", /different number of cells/],
    ["an empty file", "", /empty/],
  ])("refuses %s with a 400", async (_name, csv, message) => {
    await refused(csv, 400, message);
  });

  it("rejects a duplicate external_id, naming the first row", async () => {
    const body = await refused("external_id,name,title\r\nd-1,Ana,CPA\r\nd-1,Ben,CPA\r\n", 422, /1 row rejected/);
    expect(body.rows[1]).toMatchObject({ row: 3, action: "reject", problems: [{ column: "external_id", reason: '"d-1" is also on row 2' }] });
  });

  it("refuses a JSON body, a compressed body and a missing dryRun", async () => {
    const before = await snapshot(database.db);
    const json = await post(JSON.stringify({ csv: valid }), false, "application/json");
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/text\/csv/);
    const gz = await signedIn.post("/api/admin/import/professionals?dryRun=false").set("Content-Type", "text/csv").set("Content-Encoding", "gzip").send("x");
    expect(gz.status).toBe(415);
    const res = await signedIn.post("/api/admin/import/professionals").set("Content-Type", "text/csv").send(valid).expect(400);
    expect(res.body.message).toMatch(/dryRun/);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("round-trips the sample directory: its export imports as all unchanged and writes nothing", async () => {
    for (const kind of ["professionals", "businesses"]) {
      const exported = await signedIn.get(`/api/admin/export/${kind}.csv`).expect(200);
      const before = await snapshot(database.db);
      const dry = await signedIn.post(`/api/admin/import/${kind}?dryRun=true`).set("Content-Type", "text/csv").send(exported.text).expect(200);
      expect(dry.body.rows).toEqual([]);
      expect(dry.body.counts.unchanged).toBe(dry.body.counts.rows);
      expect(dry.body.counts.rows).toBeGreaterThan(10);
      const real = await signedIn.post(`/api/admin/import/${kind}?dryRun=false`).set("Content-Type", "text/csv").send(exported.text).expect(200);
      expect(real.body).toMatchObject({ applied: false, message: expect.stringMatching(/Nothing to change/) });
      expect(await snapshot(database.db)).toEqual(before);
    }
  });
});
