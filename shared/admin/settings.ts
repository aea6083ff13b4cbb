import { z } from "zod";

/** GET and PATCH /api/admin/settings (admins only): the back office's site settings, each a row of the settings table. */
export const adminSettingsSchema = z.object({
  /** Admins must have two-factor sign-in on before they can work in /admin. */
  requireAdminTwoFactor: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PATCH: any subset of the settings; at least one. */
export const updateSettingsSchema = adminSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Name at least one setting to change.");
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = { requireAdminTwoFactor: false };
