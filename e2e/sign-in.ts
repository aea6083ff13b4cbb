import { spawn } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { inject } from "vitest";
import type { Db } from "../server/db/client";
import { listingOwners, ownerTokens } from "../server/db/schema";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";

const root = new URL("..", import.meta.url).pathname;

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * `npm run staff:add -- --email … --role …` against the running e2e server's embedded database
 * (the command hands its request to the server, which holds the folder); returns the set-up
 * link's path and query, as printed. `pgliteDir`: another running server's folder (e2e/contact-server.ts).
 */
export async function staffAdd(email: string, role: "editor" | "admin", pgliteDir = inject("pgliteDir")): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: pgliteDir, BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/auth/staff-add-cli.ts", "--email", email, "--role", role], { cwd: root, env });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const link = /\/admin\/reset-password\?token=[\w-]+/.exec(out)?.[0];
  if (code !== 0 || !link) throw new Error(`staff:add exited ${code} without a link:\n${out}`);
  return link;
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from an otpauth:// URI's base32 secret, as an authenticator app computes it. */
export function totpNow(otpauthUri: string, at = Date.now()): string {
  const secret = decodeURIComponent(/[?&]secret=([^&]+)/.exec(otpauthUri)?.[1] ?? "");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Fills and sends the sign-in form. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Sets the password of a set-up link's account through the same endpoint the set-password page calls. */
export async function setPasswordByLink(page: Page, linkPath: string, password: string) {
  const token = new URL(linkPath, "http://x").searchParams.get("token");
  const res = await page.request.post("/api/auth/reset-password", { data: { token, newPassword: password } });
  if (!res.ok()) throw new Error(`reset-password answered ${res.status()}: ${await res.text()}`);
}

/**
 * Signs in from the page with POST /api/auth/sign-in/email, as the sign-in screens do (the session
 * cookie lands in the page's context), first opening the home page when the page is not on the
 * site yet; fails the test unless the server answers 200. Owners, members and staff alike.
 */
export async function signInOnPage(page: Page, { email, password }: { email: string; password: string }) {
  if (!page.url().startsWith("http")) await page.goto("/");
  const status = await page.evaluate(
    async (body) =>
      (await fetch("/api/auth/sign-in/email", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).status,
    { email, password },
  );
  expect(status).toBe(200);
}

/**
 * Makes the user the owner of a professional listing and, with `stillCorrectToken`, stores the
 * 90-day reminder's "Yes, it's correct" link for it as the freshness mail carries it
 * (server/features/freshness), valid 30 days.
 */
export async function ownProfessional(db: Db, user: { id: string; email: string }, listingId: number, stillCorrectToken?: string) {
  await db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId, role: "owner" });
  if (stillCorrectToken === undefined) return;
  await db.insert(ownerTokens).values({
    purpose: "freshness",
    tokenHash: createHash("sha256").update(stillCorrectToken).digest("hex"),
    email: user.email,
    listingKind: "professional",
    listingId,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
}
