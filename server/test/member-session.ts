import { and, desc, eq, gt } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import type { Db } from "../db/client";
import { uniqueToken } from "../db/factories";
import { emailOutbox } from "../db/schema";
import { cookieHeader } from "./staff-session";

/**
 * A reviewer signed in the way members do (issue 30): POST /api/member-sign-in, the link read
 * from the outbox (as staff read it in Outgoing mail without a mail server), then opened.
 * Returns the session cookie and where the link landed.
 */
export async function memberSession(
  app: Express,
  db: Db,
  { email = `${uniqueToken("member")}@example.test`, returnTo }: { email?: string; returnTo?: string } = {},
): Promise<{ cookie: string; email: string; landedOn: string }> {
  const to = email.toLowerCase();
  const [last] = await db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
  await request(app)
    .post("/api/member-sign-in")
    .send(returnTo ? { email, returnTo } : { email })
    .expect(202);
  // The link is made after the answer: wait for a mail to this address newer than any before the request.
  const newer = async () =>
    (
      await db
        .select({ body: emailOutbox.body })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), gt(emailOutbox.id, last?.id ?? 0)))
        .limit(1)
    )[0]?.body ?? "";
  await expect.poll(newer, { timeout: 10_000 }).not.toBe("");
  const body = await newer();
  const link = new URL(/https?:\/\/\S+/.exec(body)![0]);
  const opened = await request(app).get(`${link.pathname}${link.search}`).expect(302);
  const cookie = cookieHeader(opened.headers["set-cookie"]);
  if (!cookie) throw new Error(`the member link for ${email} set no cookie (landed on ${opened.headers.location})`);
  return { cookie, email: email.toLowerCase(), landedOn: String(opened.headers.location) };
}
