/**
 * The baselines of `npm run bench`, one per process, each as small as it can be:
 *   http          bare node:http answering a precomputed payload (the ceiling)
 *   express       Express answering the same payload (the framework's own cost)
 *   express-bytes Express sending an image's bytes from memory (image/webp; issue 16's media route)
 *   pg            Express + node-postgres running exactly the statement of our ranked search's first page
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
import { professionalColumns } from "../../server/features/directory/listing-columns";
import { rankedProfessionals } from "../../server/features/directory/ranked-search";

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
  const SENTINEL = "zzq-bench-sentinel";

  // Record the exact statement of a ranked first page (ranked-search.ts): one that finds, ranks,
  // pages and counts the matches per category (the counts in a last column, the rank before it).
  // The term is a parameter each place it is used; the typo lookup (a second statement when a
  // term finds few listings) is not part of this baseline.
  const statements: { text: string; values: unknown[] }[] = [];
  const recorder = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
  await rankedProfessionals(recorder, {
    placeFilters: [],
    selected: undefined,
    term: SENTINEL,
    after: undefined,
    limit: LIMIT,
  });
  if (mode === "pg-unindexed") for (const statement of statements) statement.text = unindexed(statement.text);
  const [search] = statements;
  if (!search || statements.length !== 1) throw new Error(`expected 1 statement, recorded ${statements.length}`);
  // The keys of our API's rows, in select order, so that both answers carry the same JSON.
  const keys = Object.keys(professionalColumns);
  const run = async (statement: { text: string; values: unknown[] }, term: string) => {
    const values = statement.values.map((v) => (v === SENTINEL ? term : v));
    return (await pool.query({ text: statement.text, values, rowMode: "array" })).rows as unknown[][];
  };

  const app = express();
  app.get("/api/professionals", async (req, res) => {
    const rows = await run(search, String(req.query.search ?? ""));
    const counts = (rows[0]?.[keys.length + 1] ?? []) as [number | null, number][];
    res.set("X-Total-Count", String(counts.reduce((sum, [, n]) => sum + n, 0)));
    res.json(
      rows
        .filter((row) => row[0] !== null)
        .slice(0, LIMIT)
        .map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]]))),
    );
  });
  listen(app);
} else {
  throw new Error(`unknown baseline ${mode}: http | express | express-bytes | pg | pg-unindexed`);
}

/**
 * The ranked search's condition, `"professionals"."search_text" like '%' || <the folded, escaped term> || '%'`,
 * becomes ILIKE on the three columns it is made of (unaccented, as search_text is), which no index serves.
 */
function unindexed(text: string): string {
  const rewritten = text.replace(
    /"professionals"\."search_text" like '%' \|\| replace\(replace\(replace\(lower\(immutable_unaccent\((\$\d+)::text\)\), [^|]*?\) \|\| '%'/g,
    (_m, p: string) =>
      ["name", "title", "company"]
        .map((c) => `immutable_unaccent(coalesce("professionals"."${c}", '')) ilike '%' || ${p} || '%'`)
        .join(" or ")
        .replace(/^/, "(") + ")",
  );
  if (rewritten === text) throw new Error(`no search condition to rewrite in: ${text}`);
  return rewritten;
}
