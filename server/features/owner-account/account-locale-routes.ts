import { eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { accountLocaleSchema, type AccountLocale } from "@shared/account/locale";
import { recordAudit } from "../../audit/record-audit";
import { users } from "../../db/schema";
import type { AccountDeps } from "../../account/deps";
import { currentAccount, ownerAuditActor, requireAccount } from "../../account/owner";

/**
 * The owner's language (issue 29): GET /locale, PUT /locale `{ locale: "en" | "es" }`. Their
 * mails (sign-in links, reports, reminders, Gold) follow it; the change is audited.
 */
export function localeRouter({ db }: AccountDeps): Router {
  const router = express.Router();

  router.get("/locale", requireAccount, async (_req, res) => {
    const [row] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, currentAccount(res).id));
    const answer: AccountLocale = { locale: row?.locale ?? "en", chosen: Boolean(row?.locale) };
    res.json(answer);
  });

  router.put("/locale", requireAccount, async (req, res) => {
    const { locale } = accountLocaleSchema.parse(req.body);
    const account = currentAccount(res);
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, account.id)).for("update");
      await tx
        .update(users)
        .set({ locale, updatedAt: sql`now()` })
        .where(eq(users.id, account.id));
      await recordAudit(tx, ownerAuditActor(req, res), {
        action: "user.locale_update",
        entityType: "user",
        entityId: account.id,
        before: { locale: before?.locale ?? null },
        after: { locale },
      });
    });
    const answer: AccountLocale = { locale, chosen: true };
    res.json(answer);
  });

  return router;
}
