import { formatCents, parseCheckoutOrder } from "./checkout-order";

describe("parseCheckoutOrder", () => {
  it.each([
    ["", 5000],
    ["?amount=", 5000],
    ["?amount=25", 2500],
    ["?amount=25.5", 2550],
    ["?amount=0.50", 50],
    ["?amount=100000", 10_000_000],
  ])("reads a custom amount from %j", (search, cents) => {
    expect(parseCheckoutOrder(search)).toEqual({ ok: true, order: { kind: "custom", amountCents: cents } });
  });

  it.each(["?amount=abc", "?amount=-5", "?amount=0.49", "?amount=100000.01", "?amount=10.005", "?amount=1e3", "?amount=Infinity"])("refuses %j", (search) => {
    expect(parseCheckoutOrder(search)).toMatchObject({ ok: false, reason: expect.stringMatching(/amount/) });
  });

  it("prices a plan itself and ignores ?amount=", () => {
    expect(parseCheckoutOrder("?plan=gold-monthly&amount=1")).toEqual({
      ok: true,
      order: { kind: "plan", plan: "gold-monthly", amountCents: 4900, professionalId: null },
    });
    expect(parseCheckoutOrder("?plan=gold-annual&professional=12")).toEqual({
      ok: true,
      order: { kind: "plan", plan: "gold-annual", amountCents: 49000, professionalId: 12 },
    });
  });

  it.each(["?plan=gold-weekly", "?plan=gold-annual&professional=abc", "?plan=gold-annual&professional=0", "?professional=12"])("refuses %j", (search) => {
    expect(parseCheckoutOrder(search).ok).toBe(false);
  });
});

describe("formatCents", () => {
  it("shows dollars with cents", () => {
    expect([formatCents(5000), formatCents(2550), formatCents(49000), formatCents(10_000_000)]).toEqual(["$50.00", "$25.50", "$490.00", "$100,000.00"]);
  });
});
