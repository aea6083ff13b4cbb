import { buildStamp } from "./test-build";

/** The test build is reused only while its stamp matches: what the build would see must change it. */
describe("the test build's stamp", () => {
  function stampWith(name: string, value: string | undefined): string {
    const before = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    try {
      return buildStamp();
    } finally {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    }
  }

  it("is the same for the same sources and environment", () => {
    expect(buildStamp()).toBe(buildStamp());
  });

  it("changes with a VITE_ variable the build may embed, or a secret's value the scan looks for", () => {
    const base = stampWith("VITE_SABD_STAMP_PROBE", undefined);
    expect(stampWith("VITE_SABD_STAMP_PROBE", "one")).not.toBe(base);
    expect(stampWith("SABD_PROBE_SECRET", "a-secret-value")).not.toBe(base);
  });

  it("does not change with other variables, or with the canaries' own names (the build sets those)", () => {
    const base = buildStamp();
    expect(stampWith("SABD_STAMP_PROBE", "anything")).toBe(base);
    expect(stampWith("STRIPE_SECRET_KEY", "sk_test_SomethingElse0123")).toBe(base);
  });
});
