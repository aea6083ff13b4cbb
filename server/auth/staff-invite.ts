import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Auth } from "./auth";
import { staffRoleSchema } from "@shared/admin/auth";

/** How long the link that staff:add prints works (once). */
export const SET_UP_LINK_HOURS = 24;

export const staffInviteSchema = z.object({
  email: z
    .email("must be an email address")
    .max(254)
    .transform((e) => e.toLowerCase()),
  role: staffRoleSchema,
  name: z.string().trim().min(1).max(120).optional(),
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

export interface InviteResult {
  userId: string;
  email: string;
  role: "editor" | "admin";
  /** True when the account was made now, false when an existing one got the role. */
  created: boolean;
  /** `/admin/reset-password?token=…`, on the site's origin. */
  link: string;
  expiresAt: string;
}

/**
 * Makes (or updates) a staff account and a one-time set-up link: no password is ever set
 * here; the link's page sets one through better-auth's reset-password endpoint, which spends
 * the token. The account change is audited in its own transaction (staff.invite for a new
 * account, staff.role_change when an existing user's role changes).
 */
export async function inviteStaff(db: Db, auth: Auth, input: StaffInvite, actor: AuditActor, siteOrigin: string): Promise<InviteResult> {
  const { email, role, name } = staffInviteSchema.parse(input);
  const { userId, created } = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role, name: users.name }).from(users).where(eq(users.email, email));
    if (!existing) {
      const id = randomUUID();
      const after = { email, role, name: name ?? email.split("@")[0]! };
      await tx.insert(users).values({ id, ...after });
      await recordAudit(tx, actor, { action: "staff.invite", entityType: "user", entityId: id, before: null, after });
      return { userId: id, created: true };
    }
    const after = { role, name: name ?? existing.name };
    if (after.role !== existing.role || after.name !== existing.name) {
      await tx
        .update(users)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      const action = after.role !== existing.role ? "staff.role_change" : "staff.update";
      await recordAudit(tx, actor, { action, entityType: "user", entityId: existing.id, before: { role: existing.role, name: existing.name }, after });
    }
    return { userId: existing.id, created: false };
  });
  // better-auth's own store for reset tokens (hashed), so its reset-password endpoint accepts it.
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + SET_UP_LINK_HOURS * 3_600_000);
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  const link = `${siteOrigin.replace(/\/+$/, "")}/admin/reset-password?token=${token}`;
  return { userId, email, role, created, link, expiresAt: expiresAt.toISOString() };
}

/** The audit actor of the command line (no signed-in person). */
export const cliActor = (how: string): AuditActor => ({ actorId: null, actorEmail: `cli:${how}`, actorIp: null });
