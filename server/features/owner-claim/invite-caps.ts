import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Response } from "express";
import type { Db } from "../../db/client";
import { ownerTokens, type ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { inMinutes } from "../../middleware/rate-limit";
import { pendingInvitesOf } from "./tokens";

/** Invitations waiting to be accepted on one listing (each lasts a week). */
export const MAX_PENDING_INVITES_PER_LISTING = 10;
/** Invitations one account sends in 24 hours, to all its listings. */
export const MAX_INVITES_PER_ACCOUNT_PER_DAY = 20;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const later = (seconds: number) => (seconds <= 90 * 60 ? inMinutes(seconds) : `${Math.ceil(seconds / 3600)} hours`);

/**
 * An invitation mails any address the owner types, so without caps an owner could use us to
 * mail strangers as fast as the general POST limit allows (issue 26, item 14). Called inside the
 * invitation's transaction: advisory locks on the listing, then on the inviter (always in that
 * order), make concurrent invitations count one after the other, so no cap is overshot.
 */
export async function checkInviteCaps(tx: Tx, res: Response, invite: { kind: ListingKind; id: number; inviterId: string; now: Date }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`co-owner-invites:${invite.kind}:${invite.id}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`co-owner-invites-by:${invite.inviterId}`}))`);
  const [pending] = await tx
    .select({ n: count() })
    .from(ownerTokens)
    .where(pendingInvitesOf(invite.kind, invite.id, invite.now));
  if (pending!.n >= MAX_PENDING_INVITES_PER_LISTING)
    throw new HttpError(
      400,
      `This listing already has ${MAX_PENDING_INVITES_PER_LISTING} invitations waiting to be accepted. Invite more once some are accepted or expire (after 7 days).`,
    );
  // created_at is the database's clock, so the day is counted on it too.
  const [sent] = await tx
    .select({ n: count(), retryAfter: sql<number>`ceil(extract(epoch from (min(${ownerTokens.createdAt}) + interval '1 day' - now())))::int` })
    .from(ownerTokens)
    .where(and(eq(ownerTokens.purpose, "invite"), eq(ownerTokens.createdBy, invite.inviterId), gt(ownerTokens.createdAt, sql`now() - interval '1 day'`)));
  if (sent!.n >= MAX_INVITES_PER_ACCOUNT_PER_DAY) {
    const retryAfter = Math.max(1, Number(sent!.retryAfter));
    res.set("Retry-After", String(retryAfter));
    throw new HttpError(429, `You have sent ${MAX_INVITES_PER_ACCOUNT_PER_DAY} invitations in the last 24 hours. Please try again in ${later(retryAfter)}.`);
  }
}
