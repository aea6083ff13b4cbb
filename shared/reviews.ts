import type { Locale } from "./i18n/locale";
/**
 * Reviews (issue 30): names shared by the server, the client and the public guidelines page.
 * No zod here (public pages import these); the request contracts are in ./reviews-schema.ts.
 */
import type { ListingKind } from "./listing-kind";

/** published: counted and shown; not_recommended: shown on request, never in the average; held: waits for staff; removed: never shown. */
export const reviewStatuses = ["published", "not_recommended", "removed", "held"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The published moderation reasons (the public page /review-guidelines lists them). */
export const moderationReasons = [
  "conflict_of_interest",
  "not_first_hand",
  "private_information",
  "hate_or_threats",
  "spam_or_advertising",
  "off_topic",
] as const;
export type ModerationReason = (typeof moderationReasons)[number];

/** The address fragment of a listing's write-a-review screen (the sign-in link and the owners' invitation link land on it). */
export const WRITE_REVIEW_HASH = "#write-review";

export const REVIEW_MIN_CHARS = 50;
export const REVIEW_MAX_CHARS = 5000;
export const REPLY_MAX_CHARS = 2000;
export const SHOWN_NAME_MAX_CHARS = 40;

export const reviewSorts = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

/* One public review and a listing's public reviews (PublicReview, ReviewSummary): zod schemas in ./reviews-schema.ts (the server's answer and the client's check). */

/** The signed-in member's own review of a listing (GET/POST/PATCH /api/listings/:kind/:id/my-review). */
export interface OwnReview {
  id: number;
  stars: number;
  body: string;
  visitMonth: string;
  shownName: string;
  /** The language the writer picked; null for a review written before it was asked. */
  language: Locale | null;
  status: ReviewStatus;
  /** Words for the writer about where the review went (held, not recommended). */
  notice: string | null;
}

/** The notices a writer gets; the same words whatever the stars. */
export const HELD_NOTICE = "Thanks. Your review is waiting for our staff to check it before it appears.";
export const NOT_RECOMMENDED_NOTICE = "Thanks. Your review is saved; our automatic checks list it under the reviews that are not currently recommended.";

/** POST /api/member-sign-in answers these words whatever the email. */
export const MEMBER_LINK_SENT = "A sign-in link is on its way to that email address. It works once, for 15 minutes.";
export const MEMBER_LINK_SAVED = "A sign-in link for that email address was saved. It will be sent when the site's mail server is set up.";

/** A review in staff's queue (GET /api/admin/reviews): staff see the writer's email and the automatic signals. */
export interface AdminReviewRow {
  id: number;
  listingKind: ListingKind;
  listingId: number;
  stars: number;
  body: string;
  visitMonth: string;
  shownName: string;
  status: ReviewStatus;
  reason: string | null;
  signals: string[];
  email: string;
  createdAt: string;
  updatedAt: string;
  openFlags: number;
}

/** The reasons as staff's screen and the public page name them in English. */
export const moderationReasonLabels: Record<ModerationReason, string> = {
  conflict_of_interest: "Conflict of interest",
  not_first_hand: "Not a first-hand experience",
  private_information: "Private information",
  hate_or_threats: "Hate or threats",
  spam_or_advertising: "Spam or advertising",
  off_topic: "Off-topic",
};
