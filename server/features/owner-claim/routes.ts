import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import {
  CLAIM_REQUEST_SENT,
  CLAIM_SAVED,
  CLAIM_SENT,
  SIGN_IN_SAVED,
  SIGN_IN_SENT,
  claimConfirmSchema,
  claimRequestFormSchema,
  claimRequestSchema,
  maskEmail,
  signInRequestSchema,
  type ClaimConfirmResponse,
  type ClaimSentResponse,
  type ClaimStatus,
  type MailAnswer,
} from "@shared/account/claims";
import { loadAccountSession } from "../../account/owner";
import type { Auth } from "../../auth/auth";
import { mailSignInLink, signInDirectly, type ClientInfo } from "../../auth/magic-link";
import { recordAudit } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { claimRequests, emailOutbox, inquiries, listingOwners, users } from "../../db/schema";
import { listingPathParamsSchema } from "@shared/listing-kind-schema";
import { HttpError } from "../../lib/http-error";
import { silentLogger, type Logger } from "../../lib/logger";
import { serialQueue } from "../../lib/serial-queue";
import { inMinutes, rateLimitCheck, type RateLimitOptions } from "../../middleware/rate-limit";
import { privateNoStore, sameOriginCheck } from "../../middleware/same-origin";
import { requestLocale } from "../../i18n/locale-of";
import { localeOfUser, pageLink, recordFirstLocale } from "../../i18n/recipients";
import { claimLinkEmail } from "./emails";
import { consumeToken, createOwnerToken, findLiveToken, hasOwner, publishedListing } from "./tokens";

export interface OwnerClaimOptions {
  db: Db;
  auth: Auth;
  now: () => Date;
  publicOrigin?: string | undefined;
  /** Our site's origin for a request (the links in mails): app.ts builds it with features/seo/origin. */
  siteOf: (req: Request) => string;
  onMailQueued?: (() => void) | undefined;
  /** A mail server sends queued mail (SMTP_URL); else the answers say the link waits for one. */
  mailConfigured?: boolean | undefined;
  /** Claims and claim requests per client address: default 10 per 15 minutes. */
  clientLimit?: RateLimitOptions | undefined;
  /** Claims and claim requests per listing: default 5 per hour. */
  listingLimit?: RateLimitOptions | undefined;
  /** Sign-in links per email: default 5 per 15 minutes (per client: clientLimit). */
  emailLimit?: RateLimitOptions | undefined;
  /** Where a sign-in link that could not be made after its answer is logged. */
  logger?: Logger | undefined;
}

const tooMany = (s: number) => `Too many requests. Please try again in ${inMinutes(s)}.`;
const subjectKey = (text: string) => createHash("sha256").update(text.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * The public side of issue 16's claim and sign-in (outside /api/account: nobody is signed in yet):
 *
 * - GET  /listings/:kind/:id/claim   whether the listing can be claimed, and where a link would go (masked)
 * - POST /claims {kind, id}          mails a single-use claim link to the listing's own email
 * - POST /claim-requests {…}         no reachable email: a request to staff (claim_requests + the inbox)
 * - POST /account-sign-in {email}    an owner's sign-in link, only for an email that owns a listing
 * - POST /account-claim/confirm      opens a claim or invite link: signs in and adds the ownership
 *
 * Every POST is same-origin only and answers the same words whether or not a mail went out.
 */
export function ownerClaimRouter(options: OwnerClaimOptions): Router {
  const { db, auth, now, logger = silentLogger } = options;
  const prefix = `claim-${randomUUID()}`;
  // Per client address, one counter per action (asking for a claim, for a sign-in link, opening a
  // link), so that claiming and then signing in does not use up one budget.
  const clientCounter = (action: string) =>
    rateLimitCheck(db, {
      limit: options.clientLimit?.limit ?? 10,
      windowMs: options.clientLimit?.windowMs ?? 15 * 60_000,
      keyPrefix: `${options.clientLimit?.keyPrefix ?? prefix}-client-${action}`,
      message: tooMany,
    });
  const perClientClaim = clientCounter("claim");
  const perClientSignIn = clientCounter("sign-in");
  const perClientConfirm = clientCounter("confirm");
  const perListing = rateLimitCheck(db, {
    limit: options.listingLimit?.limit ?? 5,
    windowMs: options.listingLimit?.windowMs ?? 60 * 60_000,
    keyPrefix: `${options.listingLimit?.keyPrefix ?? prefix}-listing`,
    message: tooMany,
  });
  const perEmail = rateLimitCheck(db, {
    limit: options.emailLimit?.limit ?? 5,
    windowMs: options.emailLimit?.windowMs ?? 15 * 60_000,
    keyPrefix: `${options.emailLimit?.keyPrefix ?? prefix}-email`,
    message: tooMany,
  });
  const siteOf = options.siteOf;
  const clientOf = (req: Request): ClientInfo => ({ site: siteOf(req), ip: req.ip ?? "", userAgent: req.get("user-agent") });
  const writes = [sameOriginCheck(options.publicOrigin), privateNoStore];

  const router = express.Router();

  router.get("/listings/:kind/:id/claim", async (req, res) => {
    const { kind, id } = listingPathParamsSchema.parse(req.params);
    const listing = await publishedListing(db, kind, id);
    if (!listing) throw new HttpError(404, `No ${kind} with id ${id}`);
    const claimable = !(await hasOwner(db, kind, id));
    const answer: ClaimStatus = { claimable, maskedEmail: claimable && listing.email ? maskEmail(listing.email) : null };
    res.set("Cache-Control", "no-cache").json(answer);
  });

  router.post("/claims", ...writes, async (req, res) => {
    const { kind, id } = claimRequestSchema.parse(req.body);
    const listing = await publishedListing(db, kind, id);
    if (!listing) throw new HttpError(404, `No ${kind} with id ${id}`);
    await perClientClaim(req, res);
    await perListing(req, res, { subject: `${kind}-${id}` });
    if (listing.email && !(await hasOwner(db, kind, id))) {
      await db.transaction(async (tx) => {
        const token = await createOwnerToken(tx, { purpose: "claim", email: listing.email!, kind, id, now: now() });
        // The owner's own pick when the address is already a user's, else the language of this page (issue 29).
        const locale = (await localeOfUser(tx, listing.email!)) ?? requestLocale(req);
        const link = `${pageLink(siteOf(req), "/account/claim", locale)}?token=${token}`;
        await tx.insert(emailOutbox).values(claimLinkEmail(listing.email!, listing.name, link, undefined, locale));
      });
      options.onMailQueued?.();
    }
    const mailSent = options.mailConfigured === true;
    const answer: ClaimSentResponse = { message: mailSent ? CLAIM_SENT : CLAIM_SAVED, mailSent, maskedEmail: listing.email ? maskEmail(listing.email) : null };
    res.status(202).json(answer);
  });

  router.post("/claim-requests", ...writes, async (req, res) => {
    const body = claimRequestFormSchema.parse(req.body);
    const listing = await publishedListing(db, body.kind, body.id);
    if (!listing) throw new HttpError(404, `No ${body.kind} with id ${body.id}`);
    await perClientClaim(req, res);
    await perListing(req, res, { subject: `${body.kind}-${body.id}` });
    const note = body.note ?? "";
    const email = body.email.toLowerCase();
    await db.transaction(async (tx) => {
      // The staff inbox gets a "report" message carrying the request in its fields (no new kind).
      const [inquiry] = await tx
        .insert(inquiries)
        .values({
          kind: "report",
          name: body.name,
          email,
          message: [`Claim request: ${listing.name} (${body.kind} #${body.id})`, `${body.name}, ${body.role}, ${body.phone}`, ...(note ? ["", note] : [])].join(
            "\n",
          ),
          professionalName: body.kind === "professional" ? listing.name : null,
          // Not listingKind/listingId: those route a message to the listing's owner, and a claim is not theirs to read.
          fields: { type: "claim", listingType: body.kind, listingId: String(body.id), listingName: listing.name, role: body.role, phone: body.phone },
        })
        .returning({ id: inquiries.id });
      await tx.insert(claimRequests).values({
        listingKind: body.kind,
        listingId: body.id,
        name: body.name,
        email,
        role: body.role,
        phone: body.phone,
        note,
        inquiryId: inquiry!.id,
        locale: requestLocale(req),
      });
    });
    res.status(202).json({ message: CLAIM_REQUEST_SENT });
  });

  // Whether an email gets a link is decided after the answer (issue 26, item 13): answering after
  // the look-up and the mail took ~3x longer for an owner's email than for anyone else's, which
  // told who owns a listing. Every request now does the same work before its answer (validation
  // and the two counters); the look-up and the link run one at a time in this process behind it.
  const linkWork = serialQueue(logger, "account sign-in link");
  router.post("/account-sign-in", ...writes, async (req, res) => {
    const { email } = signInRequestSchema.parse(req.body);
    await perClientSignIn(req, res);
    await perEmail(req, res, { subject: subjectKey(email) });
    const client = clientOf(req);
    const pageLocale = requestLocale(req);
    // Queued once the answer has left (finish), so that none of the job's work runs before it is sent.
    res.on("finish", () =>
      linkWork(async () => {
        if (!(await mayGetSignInLink(db, email.toLowerCase()))) return;
        // Signing in from a Spanish page makes Spanish the owner's language when they had none (issue 29).
        const locale = await recordFirstLocale(db, email, pageLocale);
        await mailSignInLink(auth, email.toLowerCase(), client, locale);
        options.onMailQueued?.();
      }),
    );
    const mailSent = options.mailConfigured === true;
    const answer: MailAnswer = { message: mailSent ? SIGN_IN_SENT : SIGN_IN_SAVED, mailSent };
    res.status(202).json(answer);
  });

  router.post("/account-claim/confirm", ...writes, loadAccountSession(auth), async (req, res) => {
    const { token } = claimConfirmSchema.parse(req.body);
    await perClientConfirm(req, res);
    const at = now();
    const row = await findLiveToken(db, token, at);
    if (!row) throw new HttpError(410, "This link has expired or was already used. Ask for a new one from the listing's page.", "link_invalid");
    const signedIn = res.locals.account;
    if (signedIn && signedIn.email !== row.email)
      throw new HttpError(403, "This link was sent to another email address. Sign out, then open it again.", "other_email");
    const [staff] = await db.select({ role: users.role }).from(users).where(eq(users.email, row.email));
    if (staff?.role) throw new HttpError(403, "A staff account cannot claim a listing. Ask an editor to add it in the back office.", "staff_email");
    const listing = await publishedListing(db, row.listingKind, row.listingId);
    if (!listing) throw new HttpError(410, "This listing is no longer published.", "link_invalid");
    const role = row.purpose === "invite" ? "co_owner" : "owner";
    if (role === "owner" && (await hasOwner(db, row.listingKind, row.listingId)))
      throw new HttpError(409, "This listing already has an owner. Ask them to invite you as a co-owner.", "claimed");
    // Spending the link, adding the owner and its audit entry are one transaction: a failure
    // anywhere leaves the link working. The user row is made here when the email has none (as
    // better-auth's magic-link sign-in would make it), so the session is opened only after the
    // commit, for the request that won the link.
    await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, row.id, at)))
        throw new HttpError(410, "This link has expired or was already used. Ask for a new one from the listing's page.", "link_invalid");
      await tx.insert(users).values({ id: randomUUID(), email: row.email, name: "", emailVerified: true }).onConflictDoNothing({ target: users.email });
      // The language of the page the link was opened on, when the user has none yet (issue 29).
      await recordFirstLocale(tx, row.email, requestLocale(req));
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
      const added = await tx
        .insert(listingOwners)
        .values({ userId: user!.id, listingKind: row.listingKind, listingId: row.listingId, role })
        .onConflictDoNothing()
        .returning();
      await recordAudit(
        tx,
        { actorId: user!.id, actorEmail: row.email, actorIp: req.ip ?? null },
        {
          action: role === "owner" ? "listing_owner.claim" : "listing_owner.accept_invite",
          entityType: "listing_owner",
          entityId: `${row.listingKind}:${row.listingId}:${user!.id}`,
          before: null,
          after: added[0] ? { listingKind: row.listingKind, listingId: row.listingId, userId: user!.id, role, tokenId: row.id } : null,
        },
      );
    });
    // Should this fail, the ownership stands and the owner asks for a sign-in link as usual.
    if (!signedIn) res.append("Set-Cookie", await signInDirectly(auth, row.email, clientOf(req)));
    const answer: ClaimConfirmResponse = { kind: row.listingKind, id: row.listingId, name: listing.name, role };
    res.json(answer);
  });

  return router;
}

/** Only an email that owns a listing, or has a claim request waiting, is sent a sign-in link; never a staff account's. */
async function mayGetSignInLink(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({
      staff: users.role,
      owns: sql<boolean>`exists (select 1 from "listing_owners" where "listing_owners"."user_id" = "users"."id")`,
    })
    .from(users)
    .where(eq(users.email, email));
  if (row) return !row.staff && Boolean(row.owns);
  const [pending] = await db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(and(eq(claimRequests.email, email), eq(claimRequests.status, "pending")))
    .limit(1);
  return Boolean(pending);
}
