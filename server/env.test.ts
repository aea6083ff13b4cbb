import { envSchema } from "./env";

describe("TRUST_PROXY in the environment", () => {
  const parse = (env: Record<string, string>) => envSchema.safeParse(env);
  const issueOf = (env: Record<string, string>) => {
    const parsed = parse(env);
    return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
  };

  it("refuses true in production, naming the variable and suggesting a hop count", () => {
    expect(issueOf({ NODE_ENV: "production", TRUST_PROXY: "true" })).toMatch(/^TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1/);
  });

  it("accepts a hop count, subnets or false in production", () => {
    expect(parse({ NODE_ENV: "production", TRUST_PROXY: "1" }).data?.TRUST_PROXY).toBe(1);
    expect(parse({ NODE_ENV: "production", TRUST_PROXY: "loopback, 10.0.0.0/8" }).data?.TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parse({ NODE_ENV: "production", TRUST_PROXY: "false" }).data?.TRUST_PROXY).toBe(false);
  });

  it("still accepts true in development (server/index.ts warns)", () => {
    expect(parse({ NODE_ENV: "development", TRUST_PROXY: "true" }).data?.TRUST_PROXY).toBe(true);
    expect(parse({ TRUST_PROXY: "true" }).data?.TRUST_PROXY).toBe(true);
  });
});
