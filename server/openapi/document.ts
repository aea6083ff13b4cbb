import { OpenAPIRegistry, OpenApiGeneratorV31, zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { listingCardSchema, magazineFeatureSchema } from "@shared/api-responses";
import { publicReviewSchema, reviewSummarySchema } from "@shared/reviews-schema";
import { openingHoursSchema } from "@shared/hours-schema";
import { listingImageSchema } from "@shared/media";
import { businessSchema, categorySchema, errorResponseSchema, professionalSchema } from "@shared/schema";
import { annotateSharedSchemas } from "./annotations";
import { registerDirectoryPaths } from "./directory-paths";
import { registerFormPaths } from "./form-paths";
import { registerPartnerPaths } from "./partner-paths";

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

/**
 * The public API as OpenAPI 3.1, made from the same zod schemas the routes validate with
 * (shared/): a route's description cannot drift from what it accepts. Routes that need a
 * session (/api/admin, /api/account) and better-auth's and Stripe's own endpoints are not in it
 * (openapi.integration.test.ts lists those and fails on any other route left out).
 */
export function buildOpenApiDocument(): OpenApiDocument {
  // The shared schema objects themselves get a component name (the library's own registry, no
  // copy), so the routes' validators and the description stay one object.
  for (const [name, schema] of components) zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });
  annotateSharedSchemas();
  const registry = new OpenAPIRegistry();
  registerDirectoryPaths(registry);
  registerFormPaths(registry);
  registerPartnerPaths(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "San Antonio Business Directory API",
      version: "1.0.0",
      description:
        "The public reads and forms of the directory. Lists are JSON arrays with their paging in headers (X-Total-Count, X-Next-Cursor). Errors are `{ message, fieldErrors? }`; a 429 says when to retry in Retry-After. Writes must come from this site's pages (Origin) and may carry an Idempotency-Key.",
      license: { name: "All rights reserved", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
    // Public: no key and no session (the signed-in areas are not in this description).
    security: [],
  });
}

const components: [string, z.ZodType][] = [
  ["Error", errorResponseSchema],
  ["Category", categorySchema],
  ["Professional", professionalSchema],
  ["Business", businessSchema],
  ["OpeningHours", openingHoursSchema],
  ["ListingImage", listingImageSchema],
  ["ListingCard", listingCardSchema],
  ["MagazineFeature", magazineFeatureSchema],
  ["ReviewSummary", reviewSummarySchema],
  ["PublicReview", publicReviewSchema],
];

let built: OpenApiDocument | undefined;
/** Made once per process: the schemas do not change while it runs. */
export const openApiDocument = (): OpenApiDocument => (built ??= buildOpenApiDocument());
