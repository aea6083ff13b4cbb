/**
 * Issue 16's media target: GET /media/<hash>.webp of the real server, for an image in its
 * memory cache, against Express sending the same bytes from memory (baselines.ts express-bytes),
 * measured in the same run, each by autocannon from its own process for a bounded time. Prints
 * both rates and the ratio (target >= 0.5), then issue 26's upload memory (upload-memory.ts). Part of `npm run bench`; alone: `npm run bench:media
 * [-- --seconds 10]` with DATABASE_URL (it creates and drops a database of its own).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { connectPgClient } from "../../server/db/pg-pool";
import { processImage } from "../../server/features/media/process-image";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";
import type { LoadResult } from "./load";
import { uploadMemory } from "./upload-memory";
import { freePort, runTs, startServer, stop } from "./processes";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

export interface MediaBench {
  media: LoadResult;
  express: LoadResult;
  bytes: number;
  ratio: number;
}

export async function benchMedia(adminUrl: string, seconds = 10): Promise<MediaBench> {
  const name = `sabd_bench_media_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const admin = await connectPgClient(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const work = mkdtempSync(join(tmpdir(), "sabd-bench-media-"));
  const children = [];
  try {
    const [appPort, expressPort] = [await freePort(), await freePort()];
    // The media route is mounted before the client, so a one-file shell stands in for the client build.
    const clientDist = join(work, "client");
    mkdirSync(clientDist);
    writeFileSync(join(clientDist, "index.html"), '<!doctype html><html lang="en"><head><title>bench</title></head><body><div id="root"></div></body></html>');
    const env = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SEED_SAMPLE_DATA: "false",
      CLIENT_DIST: clientDist,
      // As `npm start` runs it (package.json): glibc's per-thread arenas held image memory for good.
      MALLOC_ARENA_MAX: "2",
    };
    children.push(await startServer("server/index.ts", [], { ...env, PORT: String(appPort) }, `http://127.0.0.1:${appPort}/api/categories`));

    // A detail-page photo (256 px WebP) made by the upload pipeline, stored as an upload stores it.
    const source = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const file = (await processImage(source, "photo")).variants.find((v) => v.width === 256)!.webp;
    const db = await connectPgClient(databaseUrl);
    await db.query("INSERT INTO media (hash, content_type, width, height, byte_length, bytes) VALUES ($1, $2, $3, $4, $5, $6)", [
      file.hash,
      file.contentType,
      file.width,
      file.height,
      file.bytes.length,
      file.bytes,
    ]);
    await db.end();
    const payload = join(work, "image.webp");
    writeFileSync(payload, file.bytes);
    children.push(await startServer("scripts/bench/baselines.ts", ["express-bytes", String(expressPort), payload], {}, `http://127.0.0.1:${expressPort}/`));

    const run = async (origin: string, path: string) => {
      const caseFile = join(work, "case.json");
      const once = async (runSeconds: number) => {
        writeFileSync(caseFile, JSON.stringify({ origin, paths: [path], seconds: runSeconds, connections: CONNECTIONS }));
        return JSON.parse((await runTs("scripts/bench/load.ts", [caseFile], {})).trim().split("\n").at(-1)!) as LoadResult;
      };
      await once(WARMUP_SECONDS); // the first request fills the server's memory cache
      return once(seconds);
    };
    const media = await run(`http://127.0.0.1:${appPort}`, `/media/${file.hash}.webp`);
    const express = await run(`http://127.0.0.1:${expressPort}`, "/");
    const ratio = media.requestsPerSecond / express.requestsPerSecond;
    const line = (label: string, r: LoadResult) =>
      `  ${label}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, failed ${r.failures}`;
    console.log(`\nIssue 16, media: a ${file.bytes.length} B WebP, ${seconds} s each, ${CONNECTIONS} connections`);
    console.log(line("GET /media/<hash>.webp (cached in memory)", media));
    console.log(line("baseline: Express, the same bytes from memory", express));
    console.log(`  ratio ${ratio.toFixed(2)} [>= 0.5: ${ratio >= 0.5 && media.failures === 0 ? "met" : "MISSED"}]`);
    await uploadMemory(`http://127.0.0.1:${appPort}`, databaseUrl, children[0]!.pid!);
    return { media, express, bytes: file.bytes.length, ratio };
  } finally {
    for (const child of children.reverse()) await stop(child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
  if (!process.env.DATABASE_URL) {
    console.error("npm run bench:media needs DATABASE_URL: a PostgreSQL server where it may create (and drop) its own database.");
    process.exit(1);
  }
  await benchMedia(process.env.DATABASE_URL, Number(values.seconds));
}
