import type { FirstPage, SeedEntry } from "@shared/initial-data";
import * as seedKeys from "@shared/query-keys";
import { businessesQuerySchema, professionalsQuerySchema } from "@shared/schema";
import type { Business, Category, Professional } from "@shared/schema";
import { businessSeo, businessesSeo, detailMessageSeo, homeSeo, professionalSeo } from "@shared/seo";
import { parseFilters } from "../../../client/src/features/directory/lib/filters";
import { parseId } from "../../../client/src/features/directory/lib/parse-id";
import type { Db } from "../../db/client";
import { getBusiness, getProfessional, listBusinesses, listCategories, listProfessionals, type Page } from "../directory/queries";
import type { PageAnswer } from "./page-answer";

/** A list's first page as the client's paged-list reader returns it (no undefined in JSON). */
const firstPage = <T>({ rows, total, nextCursor }: Page<T>): FirstPage<T> => (nextCursor ? { rows, total, nextCursor } : { rows, total });
const infinite = (key: unknown[], page: Page<unknown>): SeedEntry => ({ key, data: firstPage(page), infinite: true });

const firstBusinesses = (db: Db) => listBusinesses(db, businessesQuerySchema.parse({}));

/**
 * The home grid's first page for the filters in the URL, under the key the grid will ask for;
 * null when the filter would be refused by the API (the grid then asks and shows the error).
 */
async function firstProfessionals(db: Db, categories: Category[], categorySlugs: string[], search: string): Promise<SeedEntry | null> {
  const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
  const categoryIds = categorySlugs.flatMap((slug) => (bySlug.has(slug) ? [bySlug.get(slug)!] : []));
  const query = professionalsQuerySchema.safeParse({ categoryIds: categoryIds.map(String), search });
  if (!query.success) return null;
  return infinite(seedKeys.professionals(categoryIds, search), await listProfessionals(db, query.data));
}

/** Home: categories, the first page of professionals (honouring ?category= and ?search=) and of businesses. */
export async function homePage(db: Db, origin: string, search: string): Promise<PageAnswer> {
  const filters = parseFilters(search);
  // Without a category filter the professionals need no category ids: all three queries run at once.
  const [categories, businesses, unfiltered] = await Promise.all([
    listCategories(db),
    firstBusinesses(db),
    filters.categories.length ? null : firstProfessionals(db, [], [], filters.search),
  ]);
  const professionals = unfiltered ?? (await firstProfessionals(db, categories, filters.categories, filters.search));
  const queries: SeedEntry[] = [{ key: seedKeys.categories(), data: categories }, infinite(seedKeys.businesses(), businesses)];
  if (professionals) queries.push(professionals);
  return { status: 200, seo: homeSeo(origin), queries };
}

export async function businessesPage(db: Db, origin: string): Promise<PageAnswer> {
  return { status: 200, seo: businessesSeo(origin), queries: [infinite(seedKeys.businesses(), await firstBusinesses(db))] };
}

/** /professional/:id with its record and, when it has one, its business (the Related Business card). */
export async function professionalPage(db: Db, origin: string, rawId: string | undefined): Promise<PageAnswer> {
  const id = parseId(rawId);
  if (id === null) return { status: 404, seo: detailMessageSeo("professional", "invalid"), queries: [] };
  const professional: Professional | null = (await getProfessional(db, id)) ?? null;
  const queries: SeedEntry[] = [{ key: seedKeys.professional(id), data: professional }];
  if (!professional) return { status: 404, seo: detailMessageSeo("professional", "notFound"), queries };
  if (professional.businessId !== null) {
    const business: Business | null = (await getBusiness(db, professional.businessId)) ?? null;
    queries.push({ key: seedKeys.business(professional.businessId), data: business });
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
  const queries: SeedEntry[] = [{ key: seedKeys.business(id), data: business ?? null }];
  if (!business) return { status: 404, seo: detailMessageSeo("business", "notFound"), queries };
  if (team) queries.push({ key: seedKeys.businessProfessionals(id), data: team.rows });
  return { status: 200, seo: businessSeo(origin, business), queries };
}
