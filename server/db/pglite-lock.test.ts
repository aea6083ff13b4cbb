import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lockPathOf, lockPgliteFolder, PgliteFolderInUseError } from "./pglite-lock";

describe("lockPgliteFolder", () => {
  let dir: string;
  let folder: string;
  let other: ChildProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sabd-lock-unit-"));
    folder = join(dir, "db");
  });
  afterEach(() => {
    other?.kill("SIGKILL");
    other = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  // A live process that is not this one, as another server would be.
  const otherProcess = () => (other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" })).pid!;
  const caught = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    return undefined;
  };

  it("writes this process's pid beside the folder and removes it on release", () => {
    const release = lockPgliteFolder(folder);
    expect(lockPathOf(folder)).toBe(`${folder}.lock`);
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it("refuses a folder this process already holds (a second PGlite on it would lose rows too)", () => {
    const release = lockPgliteFolder(folder);
    try {
      const err = caught(() => lockPgliteFolder(folder));
      expect(err).toBeInstanceOf(PgliteFolderInUseError);
      expect((err as Error).message).toContain("in use by this process");
    } finally {
      release();
    }
  });

  it("refuses a folder a live process holds, naming it and what it is, in one line", () => {
    const pid = otherProcess();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, command: "npm start", since: "2025-01-01T12:03:00.000Z" }));
    const err = caught(() => lockPgliteFolder(folder)) as PgliteFolderInUseError;
    expect(err).toBeInstanceOf(PgliteFolderInUseError);
    expect(err.message).toBe(
      `PGlite folder ${folder} is in use by process ${pid} (npm start, since 2025-01-01T12:03:00.000Z): stop it first, or set DATABASE_URL to share a PostgreSQL database between processes`,
    );
    expect(err.owner.pid).toBe(pid);
    // The owner's lock is left as it was.
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(pid);
  });

  it.skipIf(!existsSync("/proc/self/stat"))("takes over a lock whose pid now belongs to a different process (pid reuse after a crash)", () => {
    const pid = otherProcess();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, procStart: "1" }));
    const release = lockPgliteFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock file it cannot read as a lock", () => {
    writeFileSync(`${folder}.lock`, "not json");
    const release = lockPgliteFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });

  it("a late release never removes a lock another process has taken since", () => {
    const release = lockPgliteFolder(folder);
    rmSync(`${folder}.lock`);
    const pid = otherProcess();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid }));
    release();
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8")).pid).toBe(pid);
  });
});
