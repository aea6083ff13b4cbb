import fc from "fast-check";
import { BURST_HOLD, BURST_SUSPICIOUS, NETWORK_LIMIT, NEW_ACCOUNT_MS, placeReview, textKey, websiteDomain, type PlacementInput } from "./placement";

const DAY = 24 * 60 * 60_000;
const text = "We had our kitchen sink fixed on a Saturday morning and the plumber explained every step.";
const base: PlacementInput = {
  stars: 4,
  body: text,
  email: "maria@example.net",
  listingWebsite: "https://www.garza-plumbing.example",
  accountAgeMs: 90 * DAY,
  otherReviewsByWriter: 2,
  recentOnListing: 0,
  recentFromNetwork: 0,
  duplicates: 0,
};

describe("placeReview", () => {
  it("publishes an ordinary review", () => {
    expect(placeReview(base)).toEqual({ status: "published", signals: [], burstNotice: false });
  });

  it("holds a review from an email at the listing's own website domain", () => {
    expect(placeReview({ ...base, email: "owner@garza-plumbing.example" }).status).toBe("held");
    expect(placeReview({ ...base, email: "a@mail.garza-plumbing.example" }).signals).toContain("own_domain");
    expect(placeReview({ ...base, email: "a@not-garza-plumbing.example" }).status).toBe("published");
  });

  it("holds new reviews during a burst on one listing and asks for the visitor notice", () => {
    const placed = placeReview({ ...base, recentOnListing: BURST_HOLD });
    expect(placed).toMatchObject({ status: "held", burstNotice: true });
    expect(placeReview({ ...base, recentOnListing: BURST_HOLD - 1 }).status).toBe("published");
  });

  it("does not recommend a new account with no history writing into a rush on one listing", () => {
    const fresh = { ...base, accountAgeMs: NEW_ACCOUNT_MS - 1, otherReviewsByWriter: 0 };
    expect(placeReview({ ...fresh, recentOnListing: BURST_SUSPICIOUS })).toMatchObject({ status: "not_recommended", signals: ["new_account_burst"] });
    expect(placeReview({ ...fresh, recentOnListing: BURST_SUSPICIOUS - 1 }).status).toBe("published");
    expect(placeReview({ ...fresh, otherReviewsByWriter: 1, recentOnListing: BURST_SUSPICIOUS }).status).toBe("published");
  });

  it("does not recommend many reviews from one network, duplicated text or links", () => {
    expect(placeReview({ ...base, recentFromNetwork: NETWORK_LIMIT }).signals).toEqual(["network"]);
    expect(placeReview({ ...base, recentFromNetwork: NETWORK_LIMIT - 1 }).status).toBe("published");
    expect(placeReview({ ...base, duplicates: 1 })).toMatchObject({ status: "not_recommended", signals: ["duplicate"] });
    for (const body of [`${text} https://deals.example`, `${text} see www.cheap-pipes`, `${text} call cheap-pipes.com`])
      expect(placeReview({ ...base, body })).toMatchObject({ status: "not_recommended", signals: ["links"] });
  });

  it("does not recommend a review naming the listing's own domain", () => {
    expect(placeReview({ ...base, body: `${text} Book at garza-plumbing.example` }).signals).toContain("links");
  });

  it("finds duplicated text whatever its case, accents, spaces and punctuation", () => {
    expect(textKey("Great service, José!  Fixed it fast.")).toBe(textKey("great service jose fixed it fast"));
    expect(textKey("Great service")).not.toBe(textKey("Great servicing"));
  });

  it("reads a website's domain in any spelling", () => {
    expect(websiteDomain("WWW.Garza.example/path")).toBe("garza.example");
    expect(websiteDomain("http://garza.example:8080")).toBe("garza.example");
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain("not a url")).toBeNull();
  });

  it("never lets the star rating change the outcome (property)", () => {
    const input = fc.record<PlacementInput>({
      stars: fc.integer({ min: 1, max: 5 }),
      body: fc.oneof(fc.constant(text), fc.constant(`${text} www.x.example`), fc.string({ minLength: 50, maxLength: 300 })),
      email: fc.oneof(fc.emailAddress(), fc.constant("staff@garza-plumbing.example")),
      listingWebsite: fc.oneof(fc.constant(null), fc.constant("garza-plumbing.example"), fc.webUrl()),
      accountAgeMs: fc.nat({ max: 60 * DAY }),
      otherReviewsByWriter: fc.nat({ max: 5 }),
      recentOnListing: fc.nat({ max: 2 * BURST_HOLD }),
      recentFromNetwork: fc.nat({ max: 2 * NETWORK_LIMIT }),
      duplicates: fc.nat({ max: 3 }),
    });
    fc.assert(
      fc.property(input, (review) => {
        const outcomes = new Set([1, 2, 3, 4, 5].map((stars) => JSON.stringify(placeReview({ ...review, stars }))));
        return outcomes.size === 1;
      }),
      { numRuns: 300 },
    );
  });
});
