import { eq, sql } from "drizzle-orm";
import { localizePath, type Locale } from "@shared/i18n/locale";
import type { Db } from "../db/client";
import { users } from "../db/schema";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "update">;

/** The language a user picked (issue 29), or null: no user with that email, or none picked yet. */
export async function localeOfUser(db: Reader, email: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.locale ?? null;
}

/**
 * Records the language of the page a user signed in or claimed from, when they have none yet
 * (their own pick is never overwritten); answers the language their mails now use.
 */
export async function recordFirstLocale(db: Writer & Reader, email: string, pageLocale: Locale): Promise<Locale> {
  await db
    .update(users)
    .set({ locale: pageLocale })
    .where(sql`${users.email} = ${email.toLowerCase()} and ${users.locale} is null`);
  return (await localeOfUser(db, email)) ?? pageLocale;
}

/** A link in a mail to one of our pages, in the mail's language ("/account/claim" → "/es/account/claim"). */
export const pageLink = (site: string, path: string, locale: Locale) => `${site}${localizePath(path, locale)}`;
