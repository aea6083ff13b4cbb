import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Secrets never reach the browser: the client is built with canary server secrets in its
 * environment, and every built file is scanned for them, for secret-looking patterns, and for
 * the values of this environment's own secret-named variables.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

const CANARIES = {
  STRIPE_SECRET_KEY: "sk_live_CanarySecretKey0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_CanaryWebhookSecret0123456789",
  DATABASE_URL: "postgres://canary_user:CanaryDbPassword42@db.internal:5432/app",
  SMTP_URL: "smtp://mailer:CanarySmtpPassword42@mail.internal:587",
  NOTIFY_EMAIL: "owner-canary@example.com",
};
/** Public by design: it must be in the build (proves the scan reads what the build embeds). */
const PUBLISHABLE = "pk_test_CanaryPublishableKey0123";

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
    (entry): entry is [string, string] =>
      /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/i.test(entry[0]) && !entry[0].startsWith("VITE_") && (entry[1]?.length ?? 0) >= 8,
  );
}

describe("the client build", () => {
  let out: string;
  let built: [string, string][];
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "sabd-secret-scan-"));
    const result = spawnSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", out, "--emptyOutDir", "--logLevel", "error"],
      {
        cwd: root,
        env: { ...process.env, ...CANARIES, VITE_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE, NODE_ENV: "production" },
        encoding: "utf8",
        timeout: 120_000,
      },
    );
    if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
    built = files(out).map((f) => [f.slice(out.length + 1), readFileSync(f, "latin1")]);
  }, 150_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

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
