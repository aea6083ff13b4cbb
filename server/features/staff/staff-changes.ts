import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { StaffMember, StaffRoleName } from "@shared/admin/staff";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

const memberColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  twoFactorEnabled: sql<boolean>`coalesce(${users.twoFactorEnabled}, false)`,
  createdAt: users.createdAt,
};
type MemberRow = { id: string; email: string; name: string; role: StaffRoleName | null; twoFactorEnabled: boolean; createdAt: Date };

const toMember = (row: MemberRow & { role: StaffRoleName }): StaffMember => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Every account with a staff role, oldest first (users whose access was removed keep their row, with no role). */
export async function listStaff(db: Reader): Promise<StaffMember[]> {
  const rows = await db.select(memberColumns).from(users).where(isNotNull(users.role)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => toMember(row as MemberRow & { role: StaffRoleName }));
}

export async function findStaffByEmail(db: Reader, email: string): Promise<StaffMember | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.email, email));
  return row?.role ? toMember(row as MemberRow & { role: StaffRoleName }) : undefined;
}

/**
 * The member `id` inside a transaction that holds the staff lock: role changes and removals
 * are serialised, so two admins demoting each other at once cannot leave the site with none.
 */
async function lockedMember(tx: Tx, id: string, actor: AuditActor): Promise<MemberRow & { role: StaffRoleName }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabd:staff-roles'))`);
  const [row] = await tx.select(memberColumns).from(users).where(eq(users.id, id));
  if (!row?.role) throw new HttpError(404, "No staff member with that id.");
  if (row.id === actor.actorId) throw new HttpError(409, "You cannot change or remove your own access. Ask another admin.");
  return row as MemberRow & { role: StaffRoleName };
}

async function assertNotLastAdmin(tx: Tx, member: { role: StaffRoleName }) {
  if (member.role !== "admin") return;
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, "admin"));
  if ((count?.n ?? 0) <= 1) throw new HttpError(409, "This is the last admin: make someone else an admin first.");
}

/** Gives a member another role, audited as staff.role_change in the same transaction. */
export function changeStaffRole(db: Db, actor: AuditActor, id: string, role: StaffRoleName, now: Date): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, id, actor);
    if (member.role === role) return toMember(member);
    if (role !== "admin") await assertNotLastAdmin(tx, member);
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(tx, actor, { action: "staff.role_change", entityType: "user", entityId: id, before: { role: member.role }, after: { role } });
    return toMember({ ...member, role });
  });
}

/**
 * Removes a member's access: the role goes (the account row stays, for the audit log's names)
 * and every session of theirs ends now. Audited as staff.remove in the same transaction.
 */
export function removeStaffAccess(db: Db, actor: AuditActor, id: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, id, actor);
    await assertNotLastAdmin(tx, member);
    await tx
      .update(users)
      .set({ role: null, updatedAt: now })
      .where(and(eq(users.id, id), isNotNull(users.role)));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, actor, {
      action: "staff.remove",
      entityType: "user",
      entityId: id,
      before: { role: member.role, email: member.email },
      after: { role: null, email: member.email },
    });
  });
}
