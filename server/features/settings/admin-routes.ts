import express, { type Router } from "express";
import { inArray, sql } from "drizzle-orm";
import { adminSettingsSchema, DEFAULT_ADMIN_SETTINGS, updateSettingsSchema, type AdminSettings } from "@shared/admin/settings";
import { requireRole } from "../../auth/staff";
import { auditActor, recordAudit } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { settings } from "../../db/schema";
import type { AdminDeps } from "../../admin/deps";

type Reader = Pick<Db, "select">;
const KEYS = Object.keys(DEFAULT_ADMIN_SETTINGS) as (keyof AdminSettings)[];

/**
 * The back office's settings as they are now: each key's row of the settings table, else its
 * default (a row whose value is not the right type counts as absent). The auth code reads
 * `requireAdminTwoFactor` through this too.
 */
export async function readAdminSettings(db: Reader): Promise<AdminSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, KEYS));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const parsed = adminSettingsSchema.partial().safeParse(stored);
  return { ...DEFAULT_ADMIN_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** GET and PATCH /settings: admins only; each changed setting is one audit entry in the same transaction as its row. */
export function settingsRouter({ db, now }: AdminDeps): Router {
  const router = express.Router();

  router.get("/settings", requireRole("admin"), async (_req, res) => {
    res.json(await readAdminSettings(db));
  });

  router.patch("/settings", requireRole("admin"), async (req, res) => {
    const changes = updateSettingsSchema.parse(req.body);
    // Requiring two-factor while having none would lock this admin out at their next request.
    if (changes.requireAdminTwoFactor && !res.locals.staffTwoFactorEnabled) {
      throw new HttpError(409, "Turn on two-factor sign-in for your own account first (My account), then require it for admins.");
    }
    const actor = auditActor(req, res);
    const after = await db.transaction(async (tx) => {
      // Serialises concurrent changes of the same settings, so each audit entry's "before" is what it replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-settings'))`);
      const before = await readAdminSettings(tx);
      for (const key of KEYS) {
        const value = changes[key];
        if (value === undefined || value === before[key]) continue;
        await tx
          .insert(settings)
          .values({ key, value, updatedAt: now() })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now() } });
        await recordAudit(tx, actor, {
          action: "setting.update",
          entityType: "setting",
          entityId: key,
          before: { [key]: before[key] },
          after: { [key]: value },
        });
      }
      return readAdminSettings(tx);
    });
    res.json(after);
  });

  return router;
}
