import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tools/free-port";

/** The PostgreSQL binaries: PG_BIN, else the newest Debian install. */
export function findPgBin(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : undefined;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

export const SKIP_REASON = "initdb not found (set PG_BIN or apt-get install postgresql): skipping the tests that run their own PostgreSQL";

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
const asRoot = process.getuid?.() === 0;
let owner: { uid: number; gid: number } | undefined;
function postgresOwner() {
  if (!owner) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    owner = { uid, gid };
  }
  return owner;
}

function run(bin: string, args: string[], timeoutMs = 60_000) {
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", timeout: timeoutMs });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start: () => void;
  /**
   * pg_ctl stop: "fast" (default) ends every session with "terminating connection due to
   * administrator command"; "immediate" kills the processes at once (a crash, then recovery at start).
   */
  stop: (mode?: "fast" | "immediate") => void;
  /** SIGSTOP every PostgreSQL process: connections stay open but nothing answers. */
  freeze: () => void;
  thaw: () => void;
  destroy: () => void;
}

/** initdb into a temp folder and start a throwaway PostgreSQL on its own port (~2-4 s). */
export async function startTempPostgres(pgBin: string): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "sabd-pg-"));
  if (asRoot) chownSync(dir, postgresOwner().uid, postgresOwner().gid);
  const data = join(dir, "data");
  const port = await freePort();
  run(join(pgBin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (args: string[]) => run(join(pgBin, "pg_ctl"), ["-D", data, ...args]);
  const pids = () => {
    const postmaster = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, sig);
      } catch {
        // the process ended meanwhile
      }
    }
  };
  const pg: TempPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl(["-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]),
    stop: (mode = "fast") => pgCtl(["-m", mode, "-w", "-t", "30", "stop"]),
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    destroy: () => {
      try {
        pg.thaw();
        pgCtl(["-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
