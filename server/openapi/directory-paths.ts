import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { listingCardSchema, magazineFeatureSchema } from "@shared/api-responses";
import {
  CATEGORY_COUNTS_HEADER,
  COUNTS_HEADER,
  LANGUAGE_COUNTS_HEADER,
  NEXT_CURSOR_HEADER,
  SEARCHED_FOR_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  UNPLACED_COUNT_HEADER,
} from "@shared/paging";
import {
  businessesQuerySchema,
  businessSchema,
  categorySchema,
  idParamSchema,
  listCountsSchema,
  listingCardsQuerySchema,
  professionalSchema,
  professionalsQuerySchema,
} from "@shared/schema";
import { errors, json } from "./describe";

/** The directory's reads: categories, the two lists, one listing and the magazine links. */

const listHeaders = z.object({
  [TOTAL_COUNT_HEADER]: z.string().regex(/^\d+$/).optional().meta({
    description:
      "How many listings match the whole query (a cap when X-Total-Count-Capped is true); absent from a ranked search's page asked with counts=separate (X-Counts).",
  }),
  [COUNTS_HEADER]: z
    .literal("separate")
    .optional()
    .meta({ description: "A search's page asked with counts=separate that carries no total or counts: GET /api/professionals/counts answers them." }),
  [NEXT_CURSOR_HEADER]: z.string().optional().meta({ description: "The `cursor` of the next page; absent on the last page." }),
  [TOTAL_CAPPED_HEADER]: z.literal("true").optional().meta({ description: "`true` when X-Total-Count is a cap that the matches exceed (shown as 10,000+)." }),
  [CATEGORY_COUNTS_HEADER]: z.string().optional().meta({ description: "A first page's matches per category: `id:count,…`." }),
  [LANGUAGE_COUNTS_HEADER]: z.string().optional().meta({ description: "A first page's matches per spoken language: `en:120,es:48`." }),
  [SEARCHED_FOR_HEADER]: z
    .string()
    .optional()
    .meta({ description: "The corrected term the search was answered with (percent-encoded); absent when the term typed was used." }),
  [UNPLACED_COUNT_HEADER]: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({ description: "With `sort=distance`: how many matching listings were left out for having no position; absent when none." }),
});

const listDescription =
  "A page of the directory, newest rules first; filters, search, near me and open now combine. A search that misses the cache costs one from the client's search budget (429 past it).";

export function registerDirectoryPaths(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/categories",
    operationId: "listCategories",
    tags: ["Directory"],
    summary: "All categories",
    responses: { 200: json("Every category, by name.", z.array(categorySchema)), ...errors() },
  });

  for (const [plural, query, item, kind] of [
    ["professionals", professionalsQuerySchema, professionalSchema, "Professional"],
    ["businesses", businessesQuerySchema, businessSchema, "Business"],
  ] as const) {
    registry.registerPath({
      method: "get",
      path: `/api/${plural}`,
      operationId: `list${kind === "Business" ? "Businesses" : "Professionals"}`,
      tags: ["Directory"],
      summary: `${kind === "Business" ? "Businesses" : "Professionals"}, a page at a time`,
      description: listDescription,
      request: { query },
      responses: { 200: json("One page; the paging and counts travel in headers.", z.array(item), listHeaders), ...errors(429) },
    });
    registry.registerPath({
      method: "get",
      path: `/api/${plural}/{id}`,
      operationId: `get${kind}`,
      tags: ["Directory"],
      summary: `One ${kind.toLowerCase()}`,
      request: { params: idParamSchema },
      responses: { 200: json(`The ${kind.toLowerCase()}, with its freshness line.`, item), ...errors(404, 410) },
    });
    registry.registerPath({
      method: "get",
      path: `/api/${plural}/{id}/features`,
      operationId: `get${kind}Features`,
      tags: ["Magazine"],
      summary: `The magazine articles that feature a ${kind.toLowerCase()}`,
      request: { params: idParamSchema },
      responses: { 200: json("The articles, newest first.", z.array(magazineFeatureSchema)), ...errors(404) },
    });
  }

  registry.registerPath({
    method: "get",
    path: "/api/professionals/counts",
    operationId: "countProfessionals",
    tags: ["Directory"],
    summary: "The counts of a professionals search",
    description:
      "The total and the matches per category and per language spoken of the first page the same query gets with counts=separate, and the corrected term they are for. Charged as that page is, once: nothing when the page is cached.",
    request: { query: professionalsQuerySchema },
    responses: { 200: json("The counts.", listCountsSchema), ...errors(429) },
  });

  registry.registerPath({
    method: "get",
    path: "/api/listing-cards",
    operationId: "getListingCards",
    tags: ["Magazine"],
    summary: "An article's listing cards",
    request: { query: listingCardsQuerySchema },
    responses: { 200: json("The live, published listings among the refs, in their order.", z.array(listingCardSchema)), ...errors() },
  });
}
