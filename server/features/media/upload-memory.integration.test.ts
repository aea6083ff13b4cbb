import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import { openDatabase } from "../../db/client";
import { createProfessional } from "../../db/factories";
import { listingOwners } from "../../db/schema";
import { cookieHeader, createUserWithPassword } from "../../test/staff-session";
import { worstAcceptedUpload } from "../../tools/worst-upload";
import { copiedPgliteDir, startServer, type RunningServer } from "../../test/launch-server";

/** The environment `npm start` sets (package.json), so the server runs as deployed. */
const startEnv = Object.fromEntries(
  [...(JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]),
);

/**
 * Issue 26 item 5, on a real server process (its resident memory from /proc): ten concurrent
 * uploads of the worst image the site accepts add less than 214 MB at their peak (400 MB on the
 * issue's 186 MB idle server) and give back all but 50 MB of it within a minute (read
 * until it has, for at most the minute). A memory
 * bound, not a timing: the issue asks for these figures.
 */
describe("memory of image uploads on a real server", () => {
  let server: RunningServer;
  let cookie: string;
  let photos: string;
  const dir = mkdtempSync(join(tmpdir(), "sabd-upload-memory-"));

  beforeAll(async () => {
    const folder = copiedPgliteDir(join(dir, "db"), "migrated");
    const database = await openDatabase({ pgliteDir: folder });
    const pro = await createProfessional(database.db);
    const user = await createUserWithPassword(database.db, null, {}, hashPassword);
    await database.db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId: pro.id, role: "owner" });
    await database.close();
    server = await startServer({ ...startEnv, PGLITE_DIR: folder, SEED_SAMPLE_DATA: "false", REQUEST_TIMEOUT_MS: "300000" }, 120_000);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(signIn.headers.getSetCookie());
    photos = `${server.url}/api/account/listings/professional/${pro.id}/photos?purpose=photo&alt=Sample`;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("adds under 214 MB at its peak for ten concurrent uploads of the worst accepted image, and is back within 50 MB of idle within a minute", async () => {
    const image = await worstAcceptedUpload();
    const upload = () =>
      fetch(photos, { method: "POST", headers: { Cookie: cookie, Origin: server.url, "Content-Type": "image/png" }, body: new Uint8Array(image) });
    // One upload first, so what the first one loads for good (sharp, codecs) is part of idle.
    expect((await upload()).status).toBe(201);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = server.rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 25);
    const answers = await Promise.all(Array.from({ length: 10 }, upload));
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    // Back within 50 MB of idle at some moment in the minute after: read twice a second, so a server
    // that gives its memory back in 5 s does not keep the run waiting the whole minute.
    const answered = performance.now();
    let after = server.rssMb();
    while (after - idle >= 50 && performance.now() - answered < 60_000) {
      await new Promise((r) => setTimeout(r, 500));
      after = server.rssMb();
    }
    const seconds = (performance.now() - answered) / 1000;
    console.log(`upload memory: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB ${seconds.toFixed(1)} s after the last answer`);
    // The server idled at 186 MB (compiled, on PostgreSQL): 400 MB leaves the uploads 214 MB.
    // This one runs from source on the embedded database (~500 MB idle), so the growth is what is bounded.
    expect(peak - idle).toBeLessThan(400 - 186);
    expect(after - idle).toBeLessThan(50);
  }, 600_000);
});
