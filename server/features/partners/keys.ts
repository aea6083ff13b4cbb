import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { PartnerKey, PartnerScope } from "@shared/partners";
import type { Db } from "../../db/client";
import { partnerKeys, partnerKeyUsage } from "../../db/partner-schema";

/** What every key starts with: recognisable in a leaked file or a secret scanner's rules. */
const TOKEN_PREFIX = "sabd_pk_";
/** How much of the token /admin shows to tell keys apart (the prefix and 6 random characters). */
const SHOWN = TOKEN_PREFIX.length + 6;
/** Days of usage /admin shows per key. */
export const USAGE_DAYS = 14;

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new secret (256 random bits), its hash and the part staff may see. */
export function newToken(): { secret: string; hash: string; prefix: string } {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, SHOWN) };
}

/** A key as the request header names it; null for anything that is not shaped like one (no database read). */
export function tokenOf(authorization: string | undefined, apiKey: string | undefined): string | null | undefined {
  const bearer = authorization === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  const given = apiKey?.trim() || bearer;
  if (given === undefined && authorization === undefined && apiKey === undefined) return undefined;
  return given && given.length <= 200 ? given : null;
}

export interface ActiveKey {
  id: number;
  scopes: readonly PartnerScope[];
}

/**
 * The live key whose hash is the token's, else null. The lookup is by the hash's unique index;
 * the stored hash is then compared in constant time, so nothing about a near miss leaks by timing.
 */
export async function findActiveKey(db: Db, token: string): Promise<ActiveKey | null> {
  const hash = hashToken(token);
  const [row] = await db
    .select({ id: partnerKeys.id, scopes: partnerKeys.scopes, keyHash: partnerKeys.keyHash, revokedAt: partnerKeys.revokedAt })
    .from(partnerKeys)
    .where(eq(partnerKeys.keyHash, hash));
  if (!row || row.revokedAt !== null) return null;
  if (!timingSafeEqual(Buffer.from(row.keyHash, "hex"), Buffer.from(hash, "hex"))) return null;
  return { id: row.id, scopes: row.scopes as PartnerScope[] };
}

/** Counts one request of the key today (UTC) and sets its last use: one statement. */
export async function recordKeyUse(db: Db, keyId: number): Promise<void> {
  await db.execute(sql`
    with used as (update ${partnerKeys} set last_used_at = now() where id = ${keyId})
    insert into ${partnerKeyUsage} (key_id, day, requests) values (${keyId}, (now() at time zone 'UTC')::date, 1)
    on conflict (key_id, day) do update set requests = ${partnerKeyUsage}.requests + 1`);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Every key, newest first, with its last USAGE_DAYS days of requests (for /admin). */
export async function listKeys(db: Pick<Db, "select">, now: Date): Promise<PartnerKey[]> {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => new Date(now.getTime() - (USAGE_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  const [keys, usage] = await Promise.all([
    db
      .select({
        id: partnerKeys.id,
        name: partnerKeys.name,
        contact: partnerKeys.contact,
        scopes: partnerKeys.scopes,
        keyPrefix: partnerKeys.keyPrefix,
        createdBy: partnerKeys.createdBy,
        createdAt: partnerKeys.createdAt,
        revokedAt: partnerKeys.revokedAt,
        lastUsedAt: partnerKeys.lastUsedAt,
      })
      .from(partnerKeys)
      .orderBy(desc(partnerKeys.createdAt), desc(partnerKeys.id)),
    db
      .select({ keyId: partnerKeyUsage.keyId, day: partnerKeyUsage.day, requests: partnerKeyUsage.requests })
      .from(partnerKeyUsage)
      .where(gte(partnerKeyUsage.day, days[0]!)),
  ]);
  const counts = new Map(usage.map((u) => [`${u.keyId}/${u.day}`, u.requests]));
  return keys.map((k) => ({
    ...k,
    scopes: k.scopes as PartnerScope[],
    createdAt: iso(k.createdAt)!,
    revokedAt: iso(k.revokedAt),
    lastUsedAt: iso(k.lastUsedAt),
    usage: days.map((day) => ({ day, requests: counts.get(`${k.id}/${day}`) ?? 0 })),
    requestsToday: counts.get(`${k.id}/${days.at(-1)}`) ?? 0,
  }));
}

export async function keyById(db: Pick<Db, "select">, id: number, now: Date): Promise<PartnerKey | undefined> {
  return (await listKeys(db, now)).find((k) => k.id === id);
}

export const activeKeyWhere = (id: number) => and(eq(partnerKeys.id, id), sql`${partnerKeys.revokedAt} is null`);
