import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { StaffOption } from "@shared/admin/inbox";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Who can be assigned an inbox message: every user with a staff role (editor or admin). It fits
 * the inbox's StaffDirectory (features/contact/admin-routes.ts) by shape, so neither feature
 * imports the other; server/admin/routes.ts hands it over.
 */
export function staffDirectory(db: Db): { list(): Promise<StaffOption[]>; has(id: string): Promise<boolean> } {
  return {
    list: () =>
      db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(isNotNull(users.role)).orderBy(asc(users.name), asc(users.id)),
    has: async (id: string) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), isNotNull(users.role)))
      ).length === 1,
  };
}
