/**
 * Issue 15's last figure: "a public cached read's rate with a signed-in editor working at the
 * same time is within noise of today's". On the bench server, the cached public reads (home list
 * and 1,000 listings by id) are loaded in turn: idle, then with an editor saving every 10 s (a
 * person filling in a form: the target), then every second (a stress case), twice over. The
 * editor is a real staff session (a users row with a scrypt password, signed in through
 * better-auth) that also reads the back office's list once a second. Each save bumps the
 * directory version, so every process's cache starts over: the stress case shows what that costs.
 * "Noise" is the spread of the two idle runs; each busy rate's ratio to the idle mean is printed.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { hashPassword } from "better-auth/crypto";
import type { LoadResult } from "./load";

export interface EditorAtWorkOptions {
  origin: string;
  databaseUrl: string;
  /** Cached public paths the visitors read. */
  paths: string[];
  /** Professionals the editor edits. */
  ids: number[];
  /** One autocannon run over `paths` (the caller's load driver). */
  load: (paths: string[]) => Promise<LoadResult>;
}

/** An editor with a password (a users row and better-auth's credential account), signed in through the real endpoint: its session cookie. */
async function signedInEditor(origin: string, databaseUrl: string): Promise<string> {
  const id = randomUUID();
  const email = `bench-editor-${id.slice(0, 8)}@example.com`;
  const password = `bench-${randomUUID()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("INSERT INTO users (id, email, name, role, email_verified) VALUES ($1, $2, 'Bench Editor', 'editor', true)", [id, email]);
    await client.query("INSERT INTO accounts (id, user_id, account_id, provider_id, password) VALUES ($1, $2, $2, 'credential', $3)", [
      randomUUID(),
      id,
      await hashPassword(password),
    ]);
  } finally {
    await client.end();
  }
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (!res.ok || !cookie) throw new Error(`editor sign-in answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** Saves an edit every `paceMs` (and reads the admin list once a second) until `stop` resolves; returns the saves that succeeded and failed. */
async function editLoop(origin: string, cookie: string, ids: number[], paceMs: number, stop: Promise<void>) {
  let running = true;
  void stop.then(() => (running = false));
  const headers = { Cookie: cookie, Origin: origin, "Content-Type": "application/json" };
  const counts = { saved: 0, failed: 0 };
  let nextSave = 0;
  for (let i = 0; running; i += 1) {
    const started = performance.now();
    if (started >= nextSave) {
      nextSave = started + paceMs;
      const res = await fetch(`${origin}/api/admin/professionals/${ids[i % ids.length]!}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ title: `Bench title ${Date.now().toString(36)}` }),
      });
      await res.arrayBuffer();
      counts[res.ok ? "saved" : "failed"] += 1;
    }
    await (await fetch(`${origin}/api/admin/professionals?search=garcia`, { headers })).arrayBuffer();
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
  }
  return counts;
}

/** Paces of the editor's saves: a person filling in a form (every 10 s), and a stress case (every second). */
const PACES_MS = [10_000, 1000];

export async function editorAtWork({ origin, databaseUrl, paths, ids, load }: EditorAtWorkOptions): Promise<string[]> {
  const cookie = await signedInEditor(origin, databaseUrl);
  const idle: number[] = [];
  const busy = new Map<number, { rates: number[]; saved: number; failed: number }>(PACES_MS.map((pace) => [pace, { rates: [], saved: 0, failed: 0 }]));
  for (let round = 0; round < 2; round += 1) {
    idle.push((await load(paths)).requestsPerSecond);
    for (const pace of PACES_MS) {
      let finish!: () => void;
      const editor = editLoop(origin, cookie, ids, pace, new Promise<void>((r) => (finish = r)));
      const rate = (await load(paths)).requestsPerSecond;
      finish();
      const done = await editor;
      const entry = busy.get(pace)!;
      entry.rates.push(rate);
      entry.saved += done.saved;
      entry.failed += done.failed;
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const idleMean = mean(idle);
  const noise = Math.abs(idle[0]! - idle[1]!) / idleMean;
  const lines = [`  idle runs ${idle.map(Math.round).join(" and ")} req/s (spread ${(noise * 100).toFixed(1)}%)`];
  for (const [pace, { rates, saved, failed }] of busy) {
    const ratio = mean(rates) / idleMean;
    const verdict = pace === PACES_MS[0] ? ` [within noise (or 5%): ${1 - ratio <= Math.max(noise, 0.05) ? "met" : "MISSED"}]` : " (stress case, no target)";
    lines.push(
      `  editor saving every ${pace / 1000} s (and reading the back office's list every second): ${rates.map(Math.round).join(" and ")} req/s, ratio ${ratio.toFixed(2)} of idle; saves ${saved}, failed ${failed}${verdict}`,
    );
  }
  return lines;
}
