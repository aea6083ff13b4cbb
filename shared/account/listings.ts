import type { ListingKind } from "../listing-kind";
/** GET /api/account/listings: the listings the signed-in user owns or co-owns (issue 16). */
export interface OwnedListingSummary {
  kind: ListingKind;
  id: number;
  name: string;
  role: "owner" | "co_owner";
  /** The public page: /professional/:id or /business/:id. */
  href: string;
}

export interface AccountMe {
  id: string;
  email: string;
  name: string;
}
