import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { partnerListingSchema, partnerListingsQuerySchema } from "@shared/partners";
import { errors, json } from "./describe";

/** Partners' bulk reads (issue 32): a key from the back office, read-only, with its own limit. */
export function registerPartnerPaths(registry: OpenAPIRegistry) {
  const bearer = registry.registerComponent("securitySchemes", "partnerBearer", {
    type: "http",
    scheme: "bearer",
    description: "A partner key made by the directory's staff, sent as Authorization: Bearer <key>.",
  });
  const header = registry.registerComponent("securitySchemes", "partnerKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description: "The same partner key, in the X-Api-Key header instead.",
  });
  const security = [{ [bearer.name]: [] }, { [header.name]: [] }];

  registry.registerPath({
    method: "get",
    path: "/api/partner/listings",
    operationId: "listChangedListings",
    tags: ["Partners"],
    summary: "Listings changed since a time, oldest change first (scope listings:read)",
    security,
    request: { query: partnerListingsQuerySchema },
    responses: {
      200: json(
        "One page; a withdrawn listing comes with `withdrawn: true` and its identity only.",
        z.array(partnerListingSchema),
        z.object({ [NEXT_CURSOR_HEADER]: z.string().optional().meta({ description: "Send as `cursor` for the next page; absent on the last." }) }),
      ),
      ...errors(401, 403, 429),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/partner/export.ndjson",
    operationId: "exportListings",
    tags: ["Partners"],
    summary: "Every published listing, one JSON object a line (scope listings:export)",
    security,
    responses: {
      200: {
        description: "Streamed NDJSON: each line a listing as in listChangedListings.",
        content: { "application/x-ndjson": { schema: z.string().meta({ description: "Lines of JSON, each a partner listing." }) } },
      },
      ...errors(401, 403, 429),
    },
  });
}
