import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CANARY_SECRETS as CANARIES, SECRET_NAME, TEST_PUBLISHABLE_KEY as PUBLISHABLE, testClientBuild } from "../tools/test-build";

/**
 * Secrets never reach the browser: the client is built with canary server secrets in its
 * environment, and every built file is scanned for them, for secret-looking patterns, and for
 * the values of this environment's own secret-named variables. The build is the test run's one
 * client build (server/tools/test-build.ts, made with those canaries and a publishable
 * key), reused while its sources and environment are unchanged: the browser suite and CI's
 * budgets read the same files.
 */
const PATTERNS: [string, RegExp][] = [
  ["Stripe secret key", /\b[sr]k_(live|test)_[A-Za-z0-9]{8,}/],
  ["Stripe webhook secret", /\bwhsec_[A-Za-z0-9]{8,}/],
  ["database URL with a password", /postgres(ql)?:\/\/[^\s"'`/@:]+:[^\s"'`/@]+@/],
  ["SMTP URL with a password", /smtps?:\/\/[^\s"'`/@:]+:[^\s"'`/@]+@/],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Values of this environment's variables whose names say they are secret (CI's own, for instance). */
function environmentSecrets(): [string, string][] {
  return Object.entries(process.env).filter(
    (entry): entry is [string, string] => SECRET_NAME.test(entry[0]) && !entry[0].startsWith("VITE_") && (entry[1]?.length ?? 0) >= 8,
  );
}

describe("the client build", () => {
  let built: [string, string][];
  beforeAll(async () => {
    const out = await testClientBuild();
    built = files(out).map((f) => [f.slice(out.length + 1), readFileSync(f, "latin1")]);
  }, 600_000); // a rebuild on a busy machine takes minutes; CI builds first (npm run build:test)

  it("is scanned for real: the public publishable key is embedded", () => {
    expect(built.length).toBeGreaterThan(5);
    expect(built.some(([, text]) => text.includes(PUBLISHABLE))).toBe(true);
  });

  it("contains none of the server's secrets, by value or by pattern, and no source maps", () => {
    const leaks: string[] = [];
    for (const [file, text] of built) {
      if (file.endsWith(".map")) leaks.push(`${file}: a source map`);
      for (const [name, value] of [...Object.entries(CANARIES), ...environmentSecrets()]) if (text.includes(value)) leaks.push(`${file}: the value of ${name}`);
      for (const [name, pattern] of PATTERNS) {
        const match = pattern.exec(text);
        if (match) leaks.push(`${file}: ${name} (${match[0].slice(0, 12)}...)`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
