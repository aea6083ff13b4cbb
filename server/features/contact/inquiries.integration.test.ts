import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import { openDatabase } from "../../db/client";
import { uniqueToken } from "../../db/factories";
import { inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestDatabase } from "../../test/test-app";
import { csvCell, listInquiries, parseCliArgs, toCsv } from "./inquiries-export";

type NewInquiry = typeof inquiries.$inferInsert;
const sample = (email: string, over: Partial<NewInquiry>): NewInquiry => ({ kind: "contact", name: "Sample Person", email, message: "Hello", ...over });

describe.each(engines)("reading inquiries on %s", (engine) => {
  const database = setupTestDatabase(engine);

  it("lists newest first, filters by kind, and leaves spam out unless asked", async () => {
    const email = `${uniqueToken()}@example.com`;
    const at = (min: number) => new Date(Date.UTC(2025, 0, 1, 12, min));
    await database.db
      .insert(inquiries)
      .values([
        sample(email, { message: "old contact", createdAt: at(1) }),
        sample(email, { kind: "news", message: "NEWS SUBMISSION\n\nNews: x", createdAt: at(2) }),
        sample(email, { message: "spam", status: "spam", createdAt: at(3) }),
        sample(email, { message: "new contact", createdAt: at(4) }),
      ]);
    const mine = (rows: { email: string; message: string }[]) => rows.filter((r) => r.email === email).map((r) => r.message);
    expect(mine(await listInquiries(database.db, {}))).toEqual(["new contact", "NEWS SUBMISSION\n\nNews: x", "old contact"]);
    expect(mine(await listInquiries(database.db, { kind: "contact" }))).toEqual(["new contact", "old contact"]);
    expect(mine(await listInquiries(database.db, { status: "spam" }))).toEqual(["spam"]);
  });
});

describe("inquiries CSV and options", () => {
  it("quotes cells and makes formula-looking values inert", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it("writes a header and one line per row", () => {
    const csv = toCsv([
      {
        id: 7,
        createdAt: new Date("2025-01-01T00:00:00Z"),
        updatedAt: new Date("2025-01-01T00:00:00Z"),
        assigneeId: null,
        listingKind: null,
        listingId: null,
        ownerAnsweredAt: null,
        kind: "advertising",
        status: "new",
        name: "Ana",
        email: "ana@example.com",
        professionalName: null,
        message: "ADVERTISING INQUIRY\n\nPackage: free",
        fields: { package: "free" },
      },
    ]);
    expect(csv).toBe(
      'id,created_at,kind,status,name,email,professional_name,message,fields\r\n7,2025-01-01T00:00:00.000Z,advertising,new,Ana,ana@example.com,,"ADVERTISING INQUIRY\n\nPackage: free","{""package"":""free""}"\r\n',
    );
  });

  it("parses the options and names a bad one", () => {
    expect(parseCliArgs(["--kind", "news", "--limit=5", "--csv"])).toEqual({ kind: "news", limit: 5, csv: true, help: false, notes: [] });
    expect(parseCliArgs(["--status", "answered"])).toMatchObject({ status: "answered", notes: [] });
    expect(() => parseCliArgs(["--kind", "ads"])).toThrow(/--kind must be one of contact, advertising, news/);
    expect(() => parseCliArgs(["--limit", "0"])).toThrow(/--limit/);
    expect(() => parseCliArgs(["--nope"])).toThrow(/Unknown option --nope/);
    expect(() => parseCliArgs(["--status", "unread"])).toThrow(/--status must be one of new, in_progress, answered, closed, spam/);
  });

  it("accepts the statuses from before the inbox, read and archived, as in_progress and closed, and says so", () => {
    expect(parseCliArgs(["--status", "read"])).toMatchObject({ status: "in_progress", notes: [expect.stringMatching(/read is now in_progress/)] });
    expect(parseCliArgs(["--status=archived"])).toMatchObject({ status: "closed", notes: [expect.stringMatching(/archived is now closed/)] });
  });

  it("`npm run inquiries` prints and exports from an embedded database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sabd-cli-test-"));
    try {
      // Start from the migrated snapshot the test setup made, as a real folder the CLI can copy.
      const database = await openDatabase({ pgliteDir: dir, loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]) });
      await database.db
        .insert(inquiries)
        .values([
          sample("first@example.com", { name: "First Person", message: "First message" }),
          sample("bot@example.com", { status: "spam", message: "Spam message" }),
          sample("done@example.com", { status: "closed", name: "Done Person", message: "Closed message" }),
          sample("news@example.com", { kind: "news", name: "News Person", message: "NEWS SUBMISSION\n\nCompany: Sample Co", fields: { company: "Sample Co" } }),
        ]);
      await database.close();
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "server/features/contact/inquiries-cli.ts", ...args], {
          env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "" },
        });
      const printed = (await run()).stdout;
      expect(printed).toContain("From: First Person <first@example.com>");
      expect(printed).toContain("From: News Person <news@example.com>");
      expect(printed).not.toContain("Spam message");
      const csv = (await run("--kind", "news", "--csv")).stdout.trim().split("\r\n");
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain("News Person,news@example.com");
      const archived = await run("--status", "archived");
      expect(archived.stdout).toContain("From: Done Person <done@example.com>");
      expect(archived.stdout).not.toContain("First message");
      expect(archived.stderr).toContain("--status archived is now closed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 160_000); // four cold PGlite starts
});
