import { envSchema } from "./env";

/** Production as it must be configured: with the staff-session secret. */
const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) };

describe("TRUST_PROXY in the environment", () => {
  const parse = (env: Record<string, string>) => envSchema.safeParse(env);
  const issueOf = (env: Record<string, string>) => {
    const parsed = parse(env);
    return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
  };

  it("refuses true in production, naming the variable and suggesting a hop count", () => {
    expect(issueOf({ ...production, TRUST_PROXY: "true" })).toMatch(/^TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1/);
  });

  it("accepts a hop count, subnets or false in production", () => {
    expect(parse({ ...production, TRUST_PROXY: "1" }).data?.TRUST_PROXY).toBe(1);
    expect(parse({ ...production, TRUST_PROXY: "loopback, 10.0.0.0/8" }).data?.TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parse({ ...production, TRUST_PROXY: "false" }).data?.TRUST_PROXY).toBe(false);
  });

  it("still accepts true in development (server/index.ts warns)", () => {
    expect(parse({ NODE_ENV: "development", TRUST_PROXY: "true" }).data?.TRUST_PROXY).toBe(true);
    expect(parse({ TRUST_PROXY: "true" }).data?.TRUST_PROXY).toBe(true);
  });

  it("refuses a subnet that spans every address in production, like true", () => {
    expect(issueOf({ ...production, TRUST_PROXY: "0.0.0.0/0" })).toMatch(/^TRUST_PROXY: /);
    expect(issueOf({ ...production, TRUST_PROXY: "10.0.0.0/8, ::/0" })).toMatch(/^TRUST_PROXY: /);
  });

  it("names TRUST_PROXY for values Express would throw on at start, and reads true/false in any case", () => {
    for (const bad of ["TRUEISH", "10.0.0.0/99", "300.1.1.1", "a b", "loopback/8"]) expect(issueOf({ TRUST_PROXY: bad }), bad).toMatch(/^TRUST_PROXY: /);
    expect(parse({ TRUST_PROXY: "TRUE" }).data?.TRUST_PROXY).toBe(true);
    expect(parse({ TRUST_PROXY: "False" }).data?.TRUST_PROXY).toBe(false);
    expect(parse({ TRUST_PROXY: "2001:db8::/32, 127.0.0.1" }).data?.TRUST_PROXY).toBe("2001:db8::/32, 127.0.0.1");
  });
});

describe("BETTER_AUTH_SECRET in the environment", () => {
  const issueOf = (env: Record<string, string>) => {
    const parsed = envSchema.safeParse(env);
    return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
  };

  it("is required in production on PostgreSQL, with a message that says how to make one", () => {
    const postgres = { DATABASE_URL: "postgres://u@h:5432/d" };
    expect(issueOf({ NODE_ENV: "production", ...postgres })).toMatch(/^BETTER_AUTH_SECRET: is required in production with DATABASE_URL.*openssl rand/);
    expect(issueOf({ NODE_ENV: "production", ...postgres, BETTER_AUTH_SECRET: " " })).toMatch(/^BETTER_AUTH_SECRET: is required/);
    // The embedded database (npm start on a fresh machine) keeps a generated secret and warns.
    expect(envSchema.safeParse({ NODE_ENV: "production" }).success).toBe(true);
  });

  it("refuses a short secret anywhere, and may be unset outside production", () => {
    expect(issueOf({ NODE_ENV: "development", BETTER_AUTH_SECRET: "short" })).toMatch(/^BETTER_AUTH_SECRET: must be at least 32 characters/);
    expect(issueOf({ NODE_ENV: "development" })).toBeUndefined();
    expect(issueOf({ NODE_ENV: "test" })).toBeUndefined();
  });
});
