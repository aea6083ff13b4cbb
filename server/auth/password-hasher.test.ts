import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { Db } from "../db/client";
import { isTestHash, testPasswordHasher } from "../test/password-hasher";
import { createAuth } from "./auth";

// The database is never reached: only the configuration better-auth builds is read.
const db = {} as Db;
const secret = "a-test-secret-that-is-long-enough-for-better-auth";

describe("the password hasher", () => {
  it("is better-auth's scrypt unless a test passes its own (the server and the CLIs pass none)", async () => {
    const production = (await createAuth({ db, secret }).$context).password;
    expect(production.hash).toBe(hashPassword);
    expect(production.verify).toBe(verifyPassword);
    const stored = await production.hash("correct horse battery");
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(isTestHash(stored)).toBe(false);

    const tests = (await createAuth({ db, secret, passwordHasher: testPasswordHasher }).$context).password;
    expect(tests.hash).toBe(testPasswordHasher.hash);
    expect(tests.verify).toBe(testPasswordHasher.verify);
  });

  it("for tests, salts each hash, refuses a wrong password, and still checks a scrypt hash", async () => {
    const [a, b] = [await testPasswordHasher.hash("pw-one-long"), await testPasswordHasher.hash("pw-one-long")];
    expect(isTestHash(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(await testPasswordHasher.verify({ hash: a, password: "pw-one-long" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash: a, password: "pw-one-lonG" })).toBe(false);
    expect(await testPasswordHasher.verify({ hash: `${a.slice(0, -2)}00`, password: "pw-one-long" })).toBe(a.endsWith("00"));
    const scrypt = await hashPassword("set through a reset link");
    expect(await testPasswordHasher.verify({ hash: scrypt, password: "set through a reset link" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash: scrypt, password: "something else" })).toBe(false);
  });
});
