import { z } from "zod";

/** Who works in /admin (server/auth/staff.ts holds the same list for the guards). */
export const staffRoleSchema = z.enum(["editor", "admin"]);

/** GET /api/admin/me: the signed-in staff member. */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
  /** The site requires admins to use two-factor sign-in (setting requireAdminTwoFactor). */
  twoFactorRequired: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The code of the 403 an admin without two-factor gets while the site requires it. */
export const TWO_FACTOR_REQUIRED = "two_factor_required";
