import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { StaffDirectory } from "../features/contact/admin-routes";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** Who can be assigned an inbox message: every user with a staff role (editor or admin). */
export function staffDirectory(db: Db): StaffDirectory {
  return {
    list: () =>
      db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(isNotNull(users.role)).orderBy(asc(users.name), asc(users.id)),
    has: async (id) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), isNotNull(users.role)))
      ).length === 1,
  };
}
