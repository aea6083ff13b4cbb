import { clientKey } from "./client-key";

describe("clientKey: whom a rate limit counts", () => {
  it("counts an IPv4 client by its address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address (what a dual-stack socket reports) as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = clientKey("2001:db8:0:1::1");
    expect(key).toBe("2001:db8:0:1::/64");
    for (const address of [
      "2001:db8:0:1::8",
      "2001:0db8:0000:0001:ffff:ffff:ffff:ffff",
      "2001:DB8:0:1:a:b:c:d",
      "2001:db8:0:1::1.2.3.4",
      "2001:db8:0:1::1%eth0",
      " 2001:db8:0:1::2 ",
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
  });

  it("keeps different /64s apart, including ones that differ only in the fourth group", () => {
    const keys = ["2001:db8:0:1::1", "2001:db8:0:2::1", "2001:db8:1:1::1", "2001:db9:0:1::1", "::1", "fe80::1%eth0"].map(clientKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps a missing or unparsable address as a bounded key of its own", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("not-an-ip");
    expect(clientKey("x".repeat(500))).toHaveLength(64);
  });
});
