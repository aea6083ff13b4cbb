import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locale";

/**
 * GET/PUT /api/account/locale (issue 29): the language an owner picked for the owners' area and
 * their mails. GET answers the one in use (English until they pick one) and whether they picked
 * it; PUT `{ locale }` sets it (audited as `user.locale_update`).
 */
export const accountLocaleSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: "locale must be en or es" }),
});
export type AccountLocaleInput = z.input<typeof accountLocaleSchema>;

export interface AccountLocale {
  locale: Locale;
  /** False until the owner picked one (or signed in from a Spanish page). */
  chosen: boolean;
}
