import { hashPassword } from "better-auth/crypto";
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { createProfessional } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword, type TestUser } from "../server/test/staff-session";
import { prepareOwnDatabase, startOwnServer } from "./own-server";

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
  const { pgliteDir, written } = await prepareOwnDatabase({
    write: async (database) => {
      const name = `Sample Owner Proof ${Date.now().toString(36)}`;
      const pro = await createProfessional(database.db, { name, title: "Sample Tax Adviser", phone: "210-555-0142" });
      const owner = await createUserWithPassword(database.db, null, { name: "Sample Owner" }, hashPassword);
      await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "professional", listingId: pro.id, role: "owner" });
      return { owner, professional: { id: pro.id, name } };
    },
  });
  const server = await startOwnServer({ label: "owner", pgliteDir });
  return {
    baseURL: server.baseURL,
    ...written,
    async cleanup() {
      await server.stop();
      rmSync(dirname(pgliteDir), { recursive: true, force: true });
    },
  };
}
