import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { professionals } from "../db/schema";
import { seedSampleData } from "../db/seed";
import { engines } from "../test/database";
import { startFakeStripe } from "../test/fake-stripe";
import { openPrivateDatabase } from "../test/private-database";
import { setupTestDatabase } from "../test/test-app";
import { buildOpenApiDocument } from "./document";
import { fuzzApp } from "./fuzz/fuzz-app";
import { formatReports, fuzzApi } from "./fuzz/run-fuzz";

/**
 * The document-driven fuzzer against the real server (createApp listening on a port) on a
 * private database with the sample listings. CI runs it short (FUZZ_SECONDS, default 12 s per
 * engine); `npm run api:fuzz` runs this file for 30 s (FUZZ_SECONDS=300 for longer, FUZZ_SEED to
 * repeat a run, FUZZ_VERBOSE=1 to list valid requests the server refused).
 */
const seconds = Number(process.env.FUZZ_SECONDS ?? 12);
const seed = Number(process.env.FUZZ_SEED ?? 32);

describe.each(engines)("the API fuzzer on %s", (engine) => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let server: Server;
  const database = setupTestDatabase(engine, openPrivateDatabase);
  const ids: number[] = [];

  beforeAll(async () => {
    await seedSampleData(database.db);
    ids.push(...(await database.db.select({ id: professionals.id }).from(professionals).limit(20)).map((r) => r.id));
    stripe = await startFakeStripe();
    server = fuzzApp(database.db, stripe.url).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stripe.close();
  });

  it(
    "finds no failure in any operation it describes",
    async () => {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const reports = await fuzzApi({ baseUrl, document: buildOpenApiDocument(), seconds, seed, knownIds: ids });
      const text = formatReports(reports, { verbose: process.env.FUZZ_VERBOSE === "1" });
      console.log(`${engine}, seed ${seed}:\n${text}`);
      expect(reports.filter((r) => r.failures.length).map((r) => `${r.id}: ${r.failures.join("; ")}`)).toEqual([]);
      // Every operation was exercised, and invalid input was sent.
      for (const r of reports) expect(r.requests, r.id).toBeGreaterThan(0);
      expect(reports.reduce((n, r) => n + r.invalidRequests, 0)).toBeGreaterThan(50);
    },
    120_000 + seconds * 2000,
  );
});
