import express, { type Request, type Router } from "express";
import { changeRoleSchema, inviteStaffSchema, staffIdParamsSchema } from "@shared/admin/staff";
import { auditActor } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import { inviteStaff, type InviteResult } from "../../auth/staff-invite";
import { emailOutbox } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { AdminDeps } from "../../admin/deps";
import { changeStaffRole, findStaffByEmail, listStaff, removeStaffAccess } from "./staff-changes";

/** The set-up link's site: the auth's public origin, else this same-origin request's own (the /api/admin mount checked Origin against Host). */
const siteOf = (req: Request, publicOrigin: string | undefined) => publicOrigin ?? `${req.protocol}://${req.get("host")}`;

function invitationEmail(invite: InviteResult, invitedBy: string) {
  return {
    to: invite.email,
    subject: "Your staff access to the San Antonio Business Directory",
    body: [
      `${invitedBy} gave you ${invite.role} access to the San Antonio Business Directory's back office.`,
      "",
      "Open this link to choose your password (it works once, until " + invite.expiresAt + "):",
      invite.link,
      "",
      "Then sign in at /admin with this email address and your new password.",
      "If you did not expect this, ignore this email.",
    ].join("\n"),
  };
}

/** /staff (admins only): list, invite (a set-up link by email through the outbox), change role, remove access; each write audited. */
export function staffRouter({ db, auth, now }: AdminDeps): Router {
  const router = express.Router();

  router.get("/staff", requireRole("admin"), async (_req, res) => {
    res.json(await listStaff(db));
  });

  router.post("/staff", requireRole("admin"), async (req, res) => {
    const body = inviteStaffSchema.parse(req.body);
    if (!auth) throw new Error("staff invitations need the app's auth (AdminDeps.auth)");
    if (await findStaffByEmail(db, body.email)) throw new HttpError(409, "That address already has staff access: change its role in the list instead.");
    const actor = auditActor(req, res);
    // The account and its audit entry are written by the same function as npm run staff:add.
    const invite = await inviteStaff(db, auth, body, actor, siteOf(req, auth.options.baseURL));
    await db.insert(emailOutbox).values(invitationEmail(invite, actor.actorEmail));
    const member = await findStaffByEmail(db, invite.email);
    res.status(201).json(member);
  });

  router.patch("/staff/:id", requireRole("admin"), async (req, res) => {
    const { id } = staffIdParamsSchema.parse(req.params);
    const { role } = changeRoleSchema.parse(req.body);
    res.json(await changeStaffRole(db, auditActor(req, res), id, role, now()));
  });

  router.delete("/staff/:id", requireRole("admin"), async (req, res) => {
    const { id } = staffIdParamsSchema.parse(req.params);
    await removeStaffAccess(db, auditActor(req, res), id, now());
    res.status(204).end();
  });

  return router;
}
