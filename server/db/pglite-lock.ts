import { closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, relative, resolve } from "node:path";

/**
 * One process per PGlite folder. PGlite keeps the database in the process's memory and writes
 * its files back on its own schedule, so two processes on one folder overwrite each other and
 * acknowledged rows vanish. The owner's pid sits in `<folder>.lock` beside the folder (beside,
 * not inside: a copied or restored folder must not carry a lock of the process it came from).
 */

interface LockOwner {
  pid: number;
  /** What the owner is, for the message: "npm start", "npm run db:seed", a script's path. */
  command?: string;
  since?: string;
  /** Linux: the owner's start time in clock ticks since boot, so a recycled pid is not taken for the owner. */
  procStart?: string;
}

/** Someone else holds the folder: a CLI may catch this and say so, a server exits with its message. */
export class PgliteFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    const what = [owner.command, owner.since && `since ${owner.since}`].filter(Boolean).join(", ");
    const who = owner.pid === process.pid ? "this process" : `process ${owner.pid}${what ? ` (${what})` : ""}`;
    super(`PGlite folder ${folder} is in use by ${who}: stop it first, or set DATABASE_URL to share a PostgreSQL database between processes`);
    this.name = "PgliteFolderInUseError";
  }
}

export function lockPathOf(folder: string): string {
  return `${resolve(folder)}.lock`;
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces). */
function procStart(pid: number | "self"): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function describeCommand(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === "start" || event === "test" ? `npm ${event}` : `npm run ${event}`;
  const script = process.argv[1];
  return script ? relative(process.cwd(), script) || basename(script) : "node";
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = owner.procStart && procStart(owner.pid);
  return !now || now === owner.procStart;
}

/** The lock file's owner and inode, read through one descriptor so that both belong to the same file. */
function readLock(path: string): { ino: number; owner: LockOwner | undefined } | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return undefined; // gone meanwhile
  }
  try {
    const ino = fstatSync(fd).ino;
    try {
      const owner = JSON.parse(readFileSync(fd, "utf8")) as LockOwner;
      return { ino, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined };
    } catch {
      return { ino, owner: undefined }; // not a lock we wrote: nobody to name, so it is taken over
    }
  } finally {
    closeSync(fd);
  }
}

/** Creates path with draft's content, failing with EEXIST if it exists. */
function createFrom(draft: string, path: string) {
  try {
    linkSync(draft, path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // Some mounted filesystems have no hard links: an exclusive create is the next best thing.
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw err;
    writeFileSync(path, readFileSync(draft), { flag: "wx" });
  }
}

/**
 * Takes the folder for this process, or throws PgliteFolderInUseError. The lock file appears
 * atomically with its content (written aside, then hard-linked into place), so a reader never
 * sees it half-written. Returns the release function (also run at process exit).
 */
export function lockPgliteFolder(folder: string): () => void {
  const path = lockPathOf(folder);
  const me: LockOwner = { pid: process.pid, command: describeCommand(), since: new Date().toISOString(), procStart: procStart("self") };
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        createFrom(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 3) throw err;
      }
      const lock = readLock(path);
      const owner = lock?.owner;
      if (owner && (owner.pid === process.pid || isAlive(owner))) throw new PgliteFolderInUseError(folder, owner);
      if (lock) removeStale(path, lock.ino);
    }
  } finally {
    unlinkSync(draft);
  }
  const mine = statSync(path).ino;
  const release = () => {
    process.off("exit", release);
    try {
      // Only our own file: never remove a lock that another process has taken since (inode
      // numbers are reused, hence the pid too).
      const lock = readLock(path);
      if (lock?.ino === mine && lock.owner?.pid === process.pid) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on("exit", release);
  return release;
}

/**
 * Two processes may find the same stale lock at once, and the quicker one may already have put
 * its own lock in its place. So the file is moved aside first and checked: if it is not the
 * stale one we judged, it goes back, and the next round names its (live) owner.
 */
function removeStale(path: string, staleIno: number) {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // another process moved it first: the next link attempt decides
  }
  if (statSync(aside).ino !== staleIno) {
    try {
      linkSync(aside, path);
    } catch {
      // a third process got in between; it holds the folder now
    }
  }
  unlinkSync(aside);
}
