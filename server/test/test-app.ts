import express, { type Express } from "express";
import { createApp } from "../app";
import type { Database, Db } from "../db/client";
import { openTestDatabase, type Engine } from "./database";
import { testPasswordHasher } from "./password-hasher";

/**
 * The preamble of an integration file, once: `describe.each(engines)` stays in the file (its
 * test names say the engine), and inside it
 *
 *   const { database, app } = setupTestApp(engine);
 *
 * opens the engine's test database before the file's tests, builds the app on it and closes the
 * database after them. Both are live views, usable as the file's own variables were: they reach
 * what beforeAll opened and built, so use them inside hooks and tests, not while collecting.
 */
export function setupTestDatabase(engine: Engine, open: (engine: Engine) => Promise<Database> = openTestDatabase): Database {
  const state: { opened?: Database } = {};
  const current = () => state.opened ?? fail("the test database is open only inside hooks and tests (beforeAll opens it)");
  beforeAll(async () => {
    state.opened = await open(engine);
  });
  afterAll(() => state.opened?.close());
  return {
    get db() {
      return current().db;
    },
    get engine() {
      return current().engine;
    },
    close: () => current().close(),
  };
}

/**
 * The app with no Stripe, as most files build it; pass `build` for other dependencies (and
 * `passwordHasher: testPasswordHasher` when its tests sign in, as this one has).
 */
const plainApp = (db: Db) => createApp({ db, stripe: null, passwordHasher: testPasswordHasher });

export function setupTestApp(
  engine: Engine,
  build: (db: Db) => Express | Promise<Express> = plainApp,
  open: (engine: Engine) => Promise<Database> = openTestDatabase,
): { database: Database; app: Express } {
  const database = setupTestDatabase(engine, open);
  const state: { built?: Express } = {};
  // Registered after setupTestDatabase's, so it runs once the database is open.
  beforeAll(async () => {
    state.built = await build(database.db);
  });
  // A real Express app that hands every request to the built one, which answers it with its own
  // settings (trust proxy, query parser, error handler); this one only adds no header of its own.
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res, next) => (state.built ?? fail("the test app is built only inside hooks and tests (beforeAll builds it)"))(req, res, next));
  return { database, app };
}

function fail(message: string): never {
  throw new Error(message);
}
