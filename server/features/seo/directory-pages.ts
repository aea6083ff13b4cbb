import type { ListRequest } from "@shared/filters";
import { leadImage } from "@shared/listing-picture";
import type { FirstPage, SeedEntry } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import { businessesQuerySchema } from "@shared/schema";
import type { Business, Professional } from "@shared/schema";
import { businessSeo, professionalSeo } from "@shared/listing-seo";
import { businessesSeo, detailMessageSeo, homeSeo } from "@shared/seo";
import { feedCategory } from "@shared/feed-category";
import { parseDetailId } from "@shared/parse-id";
import { businessesQueryOfUrl, professionalsQueryOfUrl, type DirectoryReads, type SearchTicket } from "../directory/directory-reads";
import { slicePage } from "../directory/page-slice";
import type { Page } from "../directory/queries";
import { GONE } from "@shared/listing";
import type { MagazineLinks } from "../../content/magazine-links";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { featuresOfListing } from "../directory/magazine-links";
import type { PageAnswer } from "./page-answer";
import type { ListingKind } from "@shared/listing-kind";
import type { HeadContext } from "@shared/i18n/heads";
import type { ReviewSummary } from "@shared/reviews-schema";
import { reviewSummary } from "../reviews/read-queries";

/** A list's first page as the client's paged-list reader returns it (no undefined in JSON). */
const firstPage = <T>({
  rows,
  total,
  totalCapped,
  nextCursor,
  categoryCounts,
  languageCounts,
  searchedFor,
  unplaced,
  countsSeparate,
}: Page<T>): FirstPage<T> => ({
  rows,
  total,
  ...(totalCapped && { totalCapped }),
  ...(nextCursor && { nextCursor }),
  ...(categoryCounts && { categoryCounts }),
  ...(languageCounts && { languageCounts }),
  ...(searchedFor !== undefined && { searchedFor }),
  ...(unplaced && { unplaced }),
  // A search's counts come after its page (issue 26 item 1): the grid asks GET /api/professionals/counts once hydrated.
  ...(countsSeparate && { countsSeparate }),
});
const infinite = (key: unknown[], page: Page<unknown>): SeedEntry => ({ key, data: firstPage(page), infinite: true });

/** The directory's cached reads (shared with the API, so one value per key) and this request's search ticket (charged and gated like the API's). */
export interface DirectorySource {
  /** For the reads that are not cached values of their own (a listing's magazine features, its reviews). */
  db: Db;
  /** The clock of a listing's reviews' burst notice. */
  now: () => Date;
  reads: DirectoryReads;
  ticket: SearchTicket;
}

/**
 * A grid's first page for the filter in the URL, asked with the grid's own request (its URL, read
 * as the API reads it, and its key); null when the API would refuse the URL, or the visitor is
 * out of searches (the grid then asks and shows the error).
 */
async function firstList(source: DirectorySource, list: "professionals" | "businesses", { queryKey, url }: ListRequest): Promise<SeedEntry | null> {
  if (list === "businesses") {
    const query = businessesQueryOfUrl(url);
    const page = query && (await unlessQueueFull(source.reads.firstBusinesses(query, source.ticket)));
    return page && infinite(queryKey, slicePage(page, query.limit));
  }
  const query = professionalsQueryOfUrl(url);
  const page = query && (await unlessQueueFull(source.reads.firstProfessionals(query, source.ticket)));
  return page && infinite(queryKey, slicePage(page, query.limit));
}

/** null when the visitor's searches already fill their queue at the gate (its 429): the grid then asks and shows the error. */
const unlessQueueFull = <T>(page: Promise<T | null>): Promise<T | null> =>
  page.catch((err: unknown) => {
    if (err instanceof HttpError && err.status === 429) return null;
    throw err;
  });

/** The home page's business section: the first page of the unfiltered list (never a search, so never charged). */
const homeBusinesses = async ({ reads, ticket }: DirectorySource) =>
  infinite(queryKeys.businesses(), (await reads.firstBusinesses(businessesQuerySchema.parse({}), ticket))!);

/**
 * Home: categories (the sidebar), the first page of professionals (the address's filter, read once by the caller) and of businesses, all at once.
 * Filtered to one category (`slugs`), its head links that category's feeds.
 */
export async function homePage(source: DirectorySource, head: HeadContext, request: ListRequest, slugs: readonly string[] = []): Promise<PageAnswer> {
  const [categories, businesses, professionals] = await Promise.all([
    source.reads.categories(),
    homeBusinesses(source),
    firstList(source, "professionals", request),
  ]);
  const queries: SeedEntry[] = [{ key: queryKeys.categories(), data: categories }, businesses];
  if (professionals) queries.push(professionals);
  return { status: 200, seo: homeSeo(head, feedCategory(categories, slugs)), queries };
}

/** /businesses: categories (its filter, since issue 18) and the first page of the address's filter; one category's feeds as home's. */
export async function businessesPage(source: DirectorySource, head: HeadContext, request: ListRequest, slugs: readonly string[] = []): Promise<PageAnswer> {
  const [categories, businesses] = await Promise.all([source.reads.categories(), firstList(source, "businesses", request)]);
  const queries: SeedEntry[] = [{ key: queryKeys.categories(), data: categories }];
  if (businesses) queries.push(businesses);
  return { status: 200, seo: businessesSeo(head, feedCategory(categories, slugs)), queries };
}

/**
 * A detail page without a published record: 410 Gone with a noindex head for a withdrawn
 * listing (search engines drop it), else 404; its first data is what the client's fetcher
 * makes of the API's answer (GONE or null), so the screen shows the same state without asking.
 */
type RenderedAnswer = Extract<PageAnswer, { queries: SeedEntry[] }>;
const withEntry = (answer: RenderedAnswer, entry: SeedEntry): PageAnswer => ({ ...answer, queries: [...answer.queries, entry] });

async function missing(reads: DirectoryReads, head: HeadContext, kind: ListingKind, id: number): Promise<RenderedAnswer> {
  const key = kind === "professional" ? queryKeys.professional(id) : queryKeys.business(id);
  if (await reads.unpublished(kind, id)) return { status: 410, seo: detailMessageSeo(head, kind, "gone"), queries: [{ key, data: GONE }] };
  return { status: 404, seo: detailMessageSeo(head, kind, "notFound"), queries: [{ key, data: null }] };
}

/**
 * A listing's reviews as its section first asks for them (newest first, without the
 * not-recommended ones): the same answer as GET /api/listings/:kind/:id/reviews, under its key.
 * Any review write bumps the directory's version (migration 0031), so a cached page never keeps old reviews.
 */
async function firstReviews(source: DirectorySource, kind: ListingKind, id: number): Promise<{ entry: SeedEntry; summary: ReviewSummary }> {
  const summary = await reviewSummary(source.db, kind, id, { sort: "newest", offset: 0, withNotRecommended: false, now: source.now() });
  return { entry: { key: queryKeys.listingReviewsView(kind, id, "newest", false), data: summary }, summary };
}

/**
 * /professional/:id with its record, the articles that feature it ("Featured in the magazine":
 * one primary-key lookup of its key, run beside the record's) and, when it has one, its
 * business (the Related Business card).
 */
export async function professionalPage(source: DirectorySource, links: MagazineLinks, head: HeadContext, rawId: string | undefined): Promise<PageAnswer> {
  const id = parseDetailId(rawId);
  if (id === "invalid") return { status: 404, seo: detailMessageSeo(head, "professional", "invalid"), queries: [] };
  if (id === "missing") return { status: 404, seo: detailMessageSeo(head, "professional", "notFound"), queries: [] };
  const [found, features] = await Promise.all([source.reads.professional(id), featuresOfListing(source.db, links, "professional", id)]);
  // The features entry even when not found (null, as the API's 404 reads), so the page asks nothing.
  const featuresEntry: SeedEntry = { key: queryKeys.listingFeatures("professional", id), data: features ?? null };
  if (!found) return withEntry(await missing(source.reads, head, "professional", id), featuresEntry);
  const professional: Professional = found;
  const [reviews, business] = await Promise.all([
    firstReviews(source, "professional", id),
    professional.businessId === null ? undefined : source.reads.business(professional.businessId),
  ]);
  const queries: SeedEntry[] = [{ key: queryKeys.professional(id), data: professional }, featuresEntry, reviews.entry];
  if (professional.businessId !== null) queries.push({ key: queryKeys.business(professional.businessId), data: (business as Business | undefined) ?? null });
  const image = leadImage("professional", professional.image);
  return { status: 200, seo: professionalSeo(head, professional, features, reviews.summary), queries, ...(image ? { leadImage: image } : {}) };
}

/** /business/:id with its record, its professionals ('Our Professionals') and the articles that feature it. */
export async function businessPage(source: DirectorySource, links: MagazineLinks, head: HeadContext, rawId: string | undefined): Promise<PageAnswer> {
  const id = parseDetailId(rawId);
  if (id === "invalid") return { status: 404, seo: detailMessageSeo(head, "business", "invalid"), queries: [] };
  if (id === "missing") return { status: 404, seo: detailMessageSeo(head, "business", "notFound"), queries: [] };
  // The page's own GET (its key is its URL), read as the API reads it (ids past its 9 digits have no team).
  const teamKey = queryKeys.businessProfessionals(id);
  const teamQuery = professionalsQueryOfUrl(teamKey[0]!);
  const [business, team, features, reviews] = await Promise.all([
    source.reads.business(id),
    teamQuery && source.reads.firstProfessionals(teamQuery, source.ticket),
    featuresOfListing(source.db, links, "business", id),
    firstReviews(source, "business", id),
  ]);
  const featuresEntry: SeedEntry = { key: queryKeys.listingFeatures("business", id), data: features ?? null };
  if (!business) return withEntry(await missing(source.reads, head, "business", id), featuresEntry);
  const queries: SeedEntry[] = [{ key: queryKeys.business(id), data: business }, featuresEntry, reviews.entry];
  if (team) queries.push({ key: teamKey, data: slicePage(team, teamQuery!.limit).rows });
  const image = leadImage("business", business.image);
  return { status: 200, seo: businessSeo(head, business, features, reviews.summary), queries, ...(image ? { leadImage: image } : {}) };
}
