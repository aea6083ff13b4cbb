import { hashPassword } from "better-auth/crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/client";
import { createProfessional } from "../server/db/factories";
import { migrateDatabase } from "../server/db/migrate";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword, type TestUser } from "../server/test/staff-session";
import { startOwnServer } from "./own-server";

export interface OwnerServer {
  baseURL: string;
  owner: TestUser;
  professional: { id: number; name: string };
  cleanup(): Promise<void>;
}

/**
 * A production server of the shared client build on its own embedded database, into which this
 * file first writes an owner (a user with a password: the magic-link sign-in is another slice's)
 * and the professional they own. The shared e2e server holds its database folder, so nothing can
 * be written there from a test.
 */
export async function startOwnerServer(): Promise<OwnerServer> {
  const dir = mkdtempSync(join(tmpdir(), "sabd-owner-media-e2e-"));
  const pgliteDir = join(dir, "db");

  const database = await openDatabase({ pgliteDir });
  let owner: TestUser;
  let professional: { id: number; name: string };
  try {
    await migrateDatabase(database);
    const name = `Sample Owner Proof ${Date.now().toString(36)}`;
    const pro = await createProfessional(database.db, { name, title: "Sample Tax Adviser", phone: "210-555-0142" });
    professional = { id: pro.id, name };
    owner = await createUserWithPassword(database.db, null, { name: "Sample Owner" }, hashPassword);
    await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "professional", listingId: pro.id, role: "owner" });
  } finally {
    await database.close();
  }

  const server = await startOwnServer({ label: "owner", pgliteDir });
  return {
    baseURL: server.baseURL,
    owner,
    professional,
    async cleanup() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
