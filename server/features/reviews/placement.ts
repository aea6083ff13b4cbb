import { createHash } from "node:crypto";
import type { ReviewStatus } from "@shared/reviews";

/**
 * Where a new or edited review goes, from signals the caller gathered (issue 30). A pure
 * function: no clock, no database. It receives the stars only so that a property test can prove
 * they change nothing (placement.test.ts): no rule reads them, as the FTC rule on consumer
 * reviews (16 CFR 465.7, review suppression) and Google's review-gating policy require.
 */
export interface PlacementInput {
  stars: number;
  body: string;
  /** The writer's email (lower case). */
  email: string;
  /** The listing's website (any form: https://www.x.example/path), or null. */
  listingWebsite: string | null;
  /** How long ago the writer's account was made. */
  accountAgeMs: number;
  /** The writer's reviews of other listings (any status but removed). */
  otherReviewsByWriter: number;
  /** Reviews of this listing written in the last BURST_WINDOW_MS, this one not counted. */
  recentOnListing: number;
  /** Reviews written from the writer's network (IPv4 /24, IPv6 /64) in the last NETWORK_WINDOW_MS, this one not counted. */
  recentFromNetwork: number;
  /** Other reviews with the same text (case, spaces and punctuation ignored). */
  duplicates: number;
}

export type PlacementSignal = "own_domain" | "burst" | "new_account_burst" | "network" | "duplicate" | "links";

export interface Placement {
  status: Extract<ReviewStatus, "published" | "not_recommended" | "held">;
  signals: PlacementSignal[];
  /** Visitors see a notice that new reviews are being checked. */
  burstNotice: boolean;
}

export const BURST_WINDOW_MS = 24 * 60 * 60_000;
/** This many reviews on one listing within a day holds new ones for staff (press coverage, a campaign). */
export const BURST_HOLD = 10;
/** A new account with no history writing into this many recent reviews of one listing is not recommended. */
export const BURST_SUSPICIOUS = 3;
export const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60_000;
export const NETWORK_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** This many reviews from one network within a week: the next ones are not recommended. */
export const NETWORK_LIMIT = 5;

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|biz|info|io|co|us|ly|me)\b/i;

/** The host of a website without "www.", lower case; null when it is not a web address. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** Whether the email's domain is the site's domain or one of its subdomains. */
export function emailAtDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const at = email.toLowerCase().split("@")[1] ?? "";
  return at === domain || at.endsWith(`.${domain}`);
}

/** The text as the duplicate check compares it: case, accents, spaces and punctuation ignored. */
export function normalizedText(body: string): string {
  return body
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function placeReview(input: PlacementInput): Placement {
  const signals: PlacementSignal[] = [];
  const domain = websiteDomain(input.listingWebsite);
  if (emailAtDomain(input.email, domain)) signals.push("own_domain");
  if (input.recentOnListing >= BURST_HOLD) signals.push("burst");
  const newWithoutHistory = input.accountAgeMs < NEW_ACCOUNT_MS && input.otherReviewsByWriter === 0;
  if (newWithoutHistory && input.recentOnListing >= BURST_SUSPICIOUS) signals.push("new_account_burst");
  if (input.recentFromNetwork >= NETWORK_LIMIT) signals.push("network");
  if (input.duplicates > 0) signals.push("duplicate");
  if (LINK.test(input.body) || (domain !== null && input.body.toLowerCase().includes(domain))) signals.push("links");
  const burstNotice = signals.includes("burst");
  if (signals.includes("own_domain") || burstNotice) return { status: "held", signals, burstNotice };
  return { status: signals.length ? "not_recommended" : "published", signals, burstNotice };
}

/** What reviews store to find duplicated text (an index lookup, not a scan of every text). */
export const textKey = (body: string): string => createHash("sha256").update(normalizedText(body)).digest("hex").slice(0, 32);
