/**
 * The baselines of `npm run bench`, one per process, each as small as it can be:
 *   http          bare node:http answering a precomputed payload (the ceiling)
 *   express       Express answering the same payload (the framework's own cost)
 *   express-bytes Express sending an image's bytes from memory (image/webp; issue 16's media route)
 *   pg            Express + node-postgres running exactly the statements our search sends
 *   pg-unindexed  the same handler with the search condition written the way a directory plugin
 *                 does: ILIKE on name, title and company, which no index can serve, so every
 *                 search scans the table (the rest of each statement is unchanged)
 * Usage: tsx scripts/bench/baselines.ts <mode> <port> [payload file]
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { drizzle } from "drizzle-orm/node-postgres";
import express from "express";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import { createPgPool } from "../../server/db/pg-pool";
import * as schema from "../../server/db/schema";
import { likePattern, listProfessionals } from "../../server/features/directory/queries";

const [mode = "", portText = "0", payloadFile] = process.argv.slice(2);
const port = Number(portText);
const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  server.listen(port, "127.0.0.1", () => console.log(`${mode} listening on ${port}`));

if (mode === "http" || mode === "express") {
  const payload = readFileSync(payloadFile!);
  if (mode === "http") {
    listen(createServer((_req, res) => res.writeHead(200, { "Content-Type": "application/json", "Content-Length": payload.length }).end(payload)));
  } else {
    const app = express();
    app.get("/{*path}", (_req, res) => {
      res.type("json").send(payload);
    });
    listen(app);
  }
} else if (mode === "express-bytes") {
  const payload = readFileSync(payloadFile!);
  const app = express();
  app.get("/{*path}", (_req, res) => {
    res.type("webp").send(payload);
  });
  listen(app);
} else if (mode === "pg" || mode === "pg-unindexed") {
  // The same pool size and session settings as the app's (server/db/client.ts).
  const pool = createPgPool({ connectionString: process.env.DATABASE_URL, max: 10, options: STARTUP_OPTIONS });
  const LIMIT = 48;
  const SENTINEL = likePattern("zzq-bench-sentinel");

  // Record the exact statement listProfessionals sends for the first page of a search: one
  // that finds, sorts and counts the matches (the total in a last column).
  const statements: { text: string; values: unknown[] }[] = [];
  const recorder = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
  await listProfessionals(recorder, { search: "zzq-bench-sentinel", categoryIds: [], limit: LIMIT });
  if (mode === "pg-unindexed") for (const statement of statements) statement.text = unindexed(statement.text);
  const [search] = statements;
  if (!search || statements.length !== 1) throw new Error(`expected 1 statement, recorded ${statements.length}`);
  // The keys of our API's rows, in select order, so that both answers carry the same JSON.
  const [sample] = (await listProfessionals(drizzle(pool, { schema }) as unknown as Db, { search: undefined, categoryIds: [], limit: 1 })).rows;
  const keys = Object.keys(sample ?? {});
  const run = async (statement: { text: string; values: unknown[] }, pattern: string) => {
    const values = statement.values.map((v) => (v === SENTINEL ? pattern : v));
    return (await pool.query({ text: statement.text, values, rowMode: "array" })).rows as unknown[][];
  };

  const app = express();
  app.get("/api/professionals", async (req, res) => {
    const rows = await run(search, likePattern(String(req.query.search ?? "")));
    res.set("X-Total-Count", String(rows[0]?.[keys.length] ?? 0));
    res.json(rows.slice(0, LIMIT).map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]]))));
  });
  listen(app);
} else {
  throw new Error(`unknown baseline ${mode}: http | express | express-bytes | pg | pg-unindexed`);
}

/** `"professionals"."search_text" like lower($n)` becomes ILIKE on the three columns it is made of. */
function unindexed(text: string): string {
  const rewritten = text.replace(
    /"professionals"\."search_text" like lower\((\$\d+)\)/g,
    (_m, p: string) => `("professionals"."name" ilike ${p} or "professionals"."title" ilike ${p} or "professionals"."company" ilike ${p})`,
  );
  if (rewritten === text) throw new Error(`no search condition to rewrite in: ${text}`);
  return rewritten;
}
