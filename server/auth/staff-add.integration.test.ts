import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "better-auth/crypto";
import { connectPgClient } from "../db/pg-pool";
import { startServer, type RunningServer } from "../test/launch-server";
import { socketPathOf } from "./staff-socket";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run staff:add` as its own process, with a clean environment plus `env`. */
function staffAdd(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server/auth/staff-add-cli.ts"), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((done) => child.once("close", (code) => done({ code, output })));
}

const tokenOf = (output: string) => output.match(/\/admin\/reset-password\?token=([\w-]+)/)?.[1];

/** Sets a password with the printed link's token and signs in: what the set-up page does (a browser sends its Origin). */
async function useLink(server: RunningServer, token: string, email: string) {
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api/auth${path}`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(body) });
  const password = `set-up-${randomBytes(6).toString("hex")}`;
  const reset = await post("/reset-password", { token, newPassword: password });
  expect(reset.status, await reset.clone().text()).toBe(200);
  // Single use: the same link again is refused.
  expect((await post("/reset-password", { token, newPassword: `${password}-again` })).status).toBe(400);
  const signIn = await post("/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await fetch(`${server.url}/api/admin/me`, { headers: { cookie } });
  return { ...((await me.json()) as { email: string; role: string }), password };
}

/** The server stops at once: no pre-stop delay for a load balancer (SHUTDOWN_DELAY_MS, 3 s by default; see shutdown tests). */
const quickStop = { SHUTDOWN_DELAY_MS: "0" };

const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.test`;

describe("npm run staff:add on the embedded database", { timeout: 300_000 }, () => {
  let dir: string;
  let server: RunningServer | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sabd-staff-add-"));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prepares a fresh install before the first start and prints a one-time link the server then accepts; while the server runs, the server makes the link over its 0600 socket", async () => {
    const folder = join(dir, "db");
    const env = { PGLITE_DIR: folder, PORT: "5999", SEED_SAMPLE_DATA: "false" };
    const first = unique("first-admin");
    // A bad request is refused by the command itself, naming the option, before it opens any
    // database: run beside the first one (each command is a process start of its own).
    const [fresh, bad] = await Promise.all([
      staffAdd(["--email", first, "--role", "admin", "--name", "First Admin"], env),
      staffAdd(["--email", "not-an-email", "--role", "owner"], env),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/--email: must be an email address/);
    expect(bad.output).toMatch(/--role: /);
    expect(fresh.code, fresh.output).toBe(0);
    expect(fresh.output).toContain("http://localhost:5999/admin/reset-password?token=");
    expect(existsSync(`${folder}.lock`)).toBe(false);

    server = await startServer({ PGLITE_DIR: folder, SEED_SAMPLE_DATA: "false", ...quickStop }, 120_000);
    expect(await useLink(server, tokenOf(fresh.output)!, first)).toMatchObject({ email: first, role: "admin" });

    const socket = socketPathOf(folder);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const second = unique("editor");
    const running = await staffAdd(["--email", second, "--role", "editor"], env);
    expect(running.code, running.output).toBe(0);
    expect(await useLink(server, tokenOf(running.output)!, second)).toMatchObject({ email: second, role: "editor" });

    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(socket)).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("npm run staff:add on PostgreSQL", { timeout: 300_000 }, () => {
  const name = `sabd_staff_add_${randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(process.env.DATABASE_URL ?? "postgres://localhost/x");
  const url = new URL(adminUrl.href);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = await connectPgClient(adminUrl.href);
    await client.query(statement).finally(() => client.end());
  };
  let server: RunningServer | undefined;
  beforeAll(() => admin(`create database ${name}`));
  afterAll(async () => {
    await server?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("migrates an empty database before the first start, and works beside the running server", async () => {
    const env = { DATABASE_URL: url.href, PUBLIC_ORIGIN: "https://directory.example" };
    const first = unique("pg-admin");
    const fresh = await staffAdd(["--email", first, "--role", "admin"], env);
    expect(fresh.code, fresh.output).toBe(0);
    expect(fresh.output).toContain("https://directory.example/admin/reset-password?token=");

    server = await startServer({ DATABASE_URL: url.href, SEED_SAMPLE_DATA: "false", ...quickStop }, 120_000);
    const set = await useLink(server, tokenOf(fresh.output)!, first);
    expect(set).toMatchObject({ role: "admin" });
    // The server hashed that password with better-auth's scrypt, not a test hasher (tests inject one).
    const client = await connectPgClient(url.href);
    const stored = await client
      .query<{ password: string }>("select a.password from accounts a join users u on u.id = a.user_id where u.email = $1", [first])
      .finally(() => client.end());
    expect(stored.rows[0]?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored.rows[0]!.password, password: set.password })).toBe(true);
    const second = unique("pg-editor");
    const running = await staffAdd(["--email", second, "--role", "editor"], env);
    expect(running.code, running.output).toBe(0);
    expect(await useLink(server, tokenOf(running.output)!, second)).toMatchObject({ role: "editor" });
  });
});
