import { describe, expectTypeOf, test } from "vitest";
import type { z } from "zod";
import type { ClaimConfirmResponse, ClaimSentResponse, ClaimStatus, MailAnswer } from "./account/claims";
import type { StillCorrectResponse } from "./freshness";
import type { MailStatus } from "./mail";
import type { ListingCard, MagazineFeature } from "./magazine-links";
import type * as answers from "./api-responses";

/** The API description's answer shapes (zod) and the interfaces the code uses are the same types. */
type Of<T extends z.ZodType> = z.output<T>;

describe("answer schemas of the API description agree with their interfaces", () => {
  test("mail and claims", () => {
    expectTypeOf<Of<typeof answers.mailStatusSchema>>().toEqualTypeOf<MailStatus>();
    expectTypeOf<Of<typeof answers.mailAnswerSchema>>().toEqualTypeOf<MailAnswer>();
    expectTypeOf<Of<typeof answers.claimSentResponseSchema>>().toEqualTypeOf<Omit<ClaimSentResponse, never>>();
    expectTypeOf<Of<typeof answers.claimStatusSchema>>().toEqualTypeOf<ClaimStatus>();
    expectTypeOf<Of<typeof answers.claimConfirmResponseSchema>>().toEqualTypeOf<ClaimConfirmResponse>();
  });
  test("freshness, magazine links and reviews", () => {
    expectTypeOf<Of<typeof answers.stillCorrectResponseSchema>>().toEqualTypeOf<StillCorrectResponse>();
    expectTypeOf<Of<typeof answers.listingCardSchema>>().toEqualTypeOf<ListingCard>();
    expectTypeOf<Of<typeof answers.magazineFeatureSchema>>().toEqualTypeOf<MagazineFeature>();
  });
});
