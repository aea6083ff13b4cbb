import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";

/**
 * The body of the newest mail to `to` that the server queues after it answered (POST
 * /api/account-sign-in makes its link behind the answer): waits for it, up to 10 s.
 */
export async function mailedAfterAnswer(db: Db, to: string): Promise<string> {
  const newest = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0]?.body ?? "";
  await expect.poll(newest, { timeout: 10_000 }).not.toBe("");
  return newest();
}
