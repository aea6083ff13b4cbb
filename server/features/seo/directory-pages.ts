import { parseFilters, type FilterState } from "@shared/filters";
import type { FirstPage, SeedEntry } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import { businessesQuerySchema, professionalsQuerySchema } from "@shared/schema";
import type { Business, Professional, ProfessionalsQuery } from "@shared/schema";
import { businessSeo, businessesSeo, detailMessageSeo, homeSeo, professionalSeo } from "@shared/seo";
import { parseId } from "@shared/parse-id";
import type { Db } from "../../db/client";
import { getBusiness, getProfessional, listBusinesses, listCategories, listProfessionals, type Page } from "../directory/queries";
import type { PageAnswer } from "./page-answer";

/** A list's first page as the client's paged-list reader returns it (no undefined in JSON). */
const firstPage = <T>({ rows, total, totalCapped, nextCursor }: Page<T>): FirstPage<T> => ({
  rows,
  total,
  ...(totalCapped && { totalCapped }),
  ...(nextCursor && { nextCursor }),
});
const infinite = (key: unknown[], page: Page<unknown>): SeedEntry => ({ key, data: firstPage(page), infinite: true });

const firstBusinesses = (db: Db) => listBusinesses(db, businessesQuerySchema.parse({}));

/**
 * A search term's first page for this request, charged to the visitor's search budget and
 * queued at the API's gate (features/directory/professional-search.ts); null past the budget.
 */
export type PageSearch = (query: ProfessionalsQuery) => Promise<Page<Professional> | null>;

/**
 * The home grid's first page for the filters in the URL, asked as the grid asks the API (the
 * same slugs and search) and written under the key the grid will ask for; null when the filter
 * would be refused by the API, or the visitor is out of searches (the grid then asks and shows
 * the error).
 */
async function firstProfessionals(db: Db, searchPage: PageSearch, { categories, search }: FilterState): Promise<SeedEntry | null> {
  const query = professionalsQuerySchema.safeParse({ category: categories, search });
  if (!query.success) return null;
  const page = query.data.search === undefined ? await listProfessionals(db, query.data) : await searchPage(query.data);
  return page && infinite(queryKeys.professionals(categories, search), page);
}

/** Home: categories (the sidebar), the first page of professionals (honouring ?category= and ?search=) and of businesses, all at once. */
export async function homePage(db: Db, searchPage: PageSearch, origin: string, search: string): Promise<PageAnswer> {
  const [categories, businesses, professionals] = await Promise.all([
    listCategories(db),
    firstBusinesses(db),
    firstProfessionals(db, searchPage, parseFilters(search)),
  ]);
  const queries: SeedEntry[] = [{ key: queryKeys.categories(), data: categories }, infinite(queryKeys.businesses(), businesses)];
  if (professionals) queries.push(professionals);
  return { status: 200, seo: homeSeo(origin), queries };
}

export async function businessesPage(db: Db, origin: string): Promise<PageAnswer> {
  return { status: 200, seo: businessesSeo(origin), queries: [infinite(queryKeys.businesses(), await firstBusinesses(db))] };
}

/** /professional/:id with its record and, when it has one, its business (the Related Business card). */
export async function professionalPage(db: Db, origin: string, rawId: string | undefined): Promise<PageAnswer> {
  const id = parseId(rawId);
  if (id === null) return { status: 404, seo: detailMessageSeo("professional", "invalid"), queries: [] };
  const professional: Professional | null = (await getProfessional(db, id)) ?? null;
  const queries: SeedEntry[] = [{ key: queryKeys.professional(id), data: professional }];
  if (!professional) return { status: 404, seo: detailMessageSeo("professional", "notFound"), queries };
  if (professional.businessId !== null) {
    const business: Business | null = (await getBusiness(db, professional.businessId)) ?? null;
    queries.push({ key: queryKeys.business(professional.businessId), data: business });
  }
  return { status: 200, seo: professionalSeo(origin, professional), queries };
}

/** /business/:id with its record and its professionals ('Our Professionals'). */
export async function businessPage(db: Db, origin: string, rawId: string | undefined): Promise<PageAnswer> {
  const id = parseId(rawId);
  if (id === null) return { status: 404, seo: detailMessageSeo("business", "invalid"), queries: [] };
  // The same query as the page's GET /api/professionals/?businessId=&limit=100 (ids past its 9 digits have no team).
  const teamQuery = professionalsQuerySchema.safeParse({ businessId: String(id), limit: "100" });
  const [business, team] = await Promise.all([getBusiness(db, id), teamQuery.success ? listProfessionals(db, teamQuery.data) : null]);
  const queries: SeedEntry[] = [{ key: queryKeys.business(id), data: business ?? null }];
  if (!business) return { status: 404, seo: detailMessageSeo("business", "notFound"), queries };
  if (team) queries.push({ key: queryKeys.businessProfessionals(id), data: team.rows });
  return { status: 200, seo: businessSeo(origin, business), queries };
}
