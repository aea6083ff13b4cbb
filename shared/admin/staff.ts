import { z } from "zod";
import { staffRoleSchema } from "./auth";

/** editor or admin (shared/admin/auth.ts; server/auth/staff.ts ranks them for the guards). */
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** One row of GET /api/admin/staff (admins only). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const email = z
  .string({ error: "Enter an email address." })
  .trim()
  .toLowerCase()
  .max(254, "An email address is at most 254 characters.")
  .pipe(z.email("Enter a valid email address."));

/** POST /api/admin/staff: invite someone; the server emails them a one-time set-up link. */
export const inviteStaffSchema = z.object({
  email,
  name: z.string().trim().max(120, "A name is at most 120 characters.").optional(),
  role: staffRoleSchema.default("editor"),
});
export type InviteStaff = z.input<typeof inviteStaffSchema>;

/** The answer to an invitation: the new member (the link goes by email only). */
export const invitedStaffSchema = staffMemberSchema;

/** PATCH /api/admin/staff/:id */
export const changeRoleSchema = z.object({ role: staffRoleSchema });
export type ChangeRole = z.infer<typeof changeRoleSchema>;

/** A staff id in a path: better-auth's ids are short random strings. */
export const staffIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
