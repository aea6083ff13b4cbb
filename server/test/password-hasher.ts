import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHasher } from "../auth/auth";

const PREFIX = "test-sha256";

const digest = (salt: string, password: string) =>
  createHash("sha256")
    .update(`${salt}:${password.normalize("NFKC")}`)
    .digest();

/**
 * Tests only: a salted SHA-256 in place of better-auth's scrypt, which costs ~65 ms of CPU per
 * hash or check on this machine (each test sign-in is one check, each test user one hash, each
 * attempt on an unknown email one hash). Its hashes say what they are (`test-sha256:salt:hex`);
 * a scrypt hash (salt:key) is still checked by better-auth's own verifier, so a password set
 * either way signs in. Never give it to the server or a CLI: they keep the default
 * (server/auth/password-hasher.test.ts and the staff:add test).
 *
 * Apps built in tests take it as `createApp({ ..., passwordHasher: testPasswordHasher })`;
 * setupTestApp's default app has it, and createUserWithPassword (staff-session.ts) hashes with it.
 */
export const testPasswordHasher: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(8).toString("hex");
    return `${PREFIX}:${salt}:${digest(salt, password).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, key] = hash.split(":");
    if (prefix !== PREFIX) return verifyPassword({ hash, password });
    const expected = Buffer.from(key ?? "", "hex");
    const actual = digest(salt ?? "", password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** Whether a stored hash was made by testPasswordHasher (and so needs an app built with it). */
export const isTestHash = (hash: string) => hash.startsWith(`${PREFIX}:`);
