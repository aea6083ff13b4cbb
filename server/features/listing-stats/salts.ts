import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statsSalts, statsVisitors } from "../../db/schema";
import { browserFamily } from "./browser-family";
import { addDays } from "./day";

/**
 * The per-day salt of the unique-visitor hash, as privacy-first analytics tools keep it: random,
 * one for all processes (so one visitor is one hash whichever process answers), kept in the
 * database for its day only. The first process to load a new day's salt deletes every earlier
 * salt and the visitor hashes older than yesterday: without the salt a hash links to nothing,
 * and nothing links one day's visitor to another day's.
 */
export interface SaltKeeper {
  /** Today's salt when this process has it; otherwise undefined, and it starts loading it. */
  current(day: string): string | undefined;
  /** The salt of `day`: today's from the database (made if missing); a past day's only if still kept, else a throwaway one. */
  forDay(day: string, today: string): Promise<string>;
}

export function createSaltKeeper(db: Db): SaltKeeper {
  let known: { day: string; salt: string } | undefined;
  let loading: Promise<string> | undefined;
  /** Salts of past days, used only by this process, never stored, for counts that waited past midnight. */
  const throwaway = new Map<string, string>();

  async function load(day: string): Promise<string> {
    await db
      .insert(statsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: statsSalts.salt })
      .from(statsSalts)
      .where(sql`${statsSalts.day} = ${day}`);
    await db.delete(statsSalts).where(lt(statsSalts.day, day));
    await db.delete(statsVisitors).where(lt(statsVisitors.day, addDays(day, -1)));
    throwaway.clear();
    known = { day, salt: row!.salt };
    return row!.salt;
  }

  function today(day: string): Promise<string> {
    if (known?.day === day) return Promise.resolve(known.salt);
    loading ??= load(day).finally(() => (loading = undefined));
    return loading;
  }

  return {
    current(day) {
      if (known?.day === day) return known.salt;
      // Failing here is not the visitor's problem: the flush tries again.
      today(day).catch(() => {});
      return undefined;
    },
    async forDay(day, current) {
      if (day === current) return today(day);
      if (known?.day === day) return known.salt;
      const [row] = await db
        .select({ salt: statsSalts.salt })
        .from(statsSalts)
        .where(sql`${statsSalts.day} = ${day}`);
      if (row) return row.salt;
      let salt = throwaway.get(day);
      if (!salt) throwaway.set(day, (salt = randomBytes(32).toString("base64url")));
      return salt;
    },
  };
}

/**
 * The visitor's hash for one listing and day: nothing of the IP or user agent can be read back
 * from it. It takes the user agent's coarse family only (browser-family.ts), not the whole string.
 */
export function visitorHash(salt: string, listing: string, ip: string, userAgent: string): string {
  return createHash("sha256")
    .update(`${salt}\n${listing}\n${ip}\n${browserFamily(userAgent)}`)
    .digest("base64url")
    .slice(0, 22);
}
