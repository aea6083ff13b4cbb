import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { claimRequestFormSchema, signInRequestSchema } from "@shared/account/claims";
import { MAX_LISTING_REFS } from "@shared/magazine-links";
import { memberSignInSchema, reviewListQuerySchema } from "@shared/reviews-schema";
import { businessesQuerySchema, contactRequestSchema, DEFAULT_PAGE_SIZE, listingCardsQuerySchema, MAX_PAGE_SIZE, reportRequestSchema } from "@shared/schema";

/**
 * What the description must say beyond what the generator reads off a schema: a pipe shows its
 * text side (an email is "a string"), refinements and coercion do not show at all. Each note is
 * attached to the very schema object a route validates with (the library's registry, keyed by
 * the object: no copy, and no byte of it in the client's bundles), and each was found wrong or
 * missing by the fuzzer (npm run api:fuzz, FUZZ_VERBOSE=1 lists valid requests refused).
 */
const email = { format: "email", pattern: z.regexes.email.source };
const LISTING_REF = "(professional|business):[a-z0-9]+(-[a-z0-9]+)*";

export function annotateSharedSchemas() {
  const note = (schema: z.ZodType, metadata: Record<string, unknown>) => zodToOpenAPIRegistry.add(schema, metadata);
  // Text piped into z.email(): zod's own pattern, so the description is as strict as the server.
  for (const schema of [signInRequestSchema.shape.email, claimRequestFormSchema.shape.email, memberSignInSchema.shape.email, contactRequestSchema.shape.email])
    note(schema, email);
  // An empty field counts as none.
  note(reportRequestSchema.shape.email.unwrap(), { anyOf: [{ const: "" }, email] });
  // Refined after the split: 1 to 12 refs (empty items between commas are skipped).
  note(listingCardsQuerySchema.shape.refs, {
    pattern: `^,*${LISTING_REF}(,+${LISTING_REF})*,*$`,
    description: `1 to ${MAX_LISTING_REFS} comma-separated refs, professional:<key> or business:<key>.`,
  });
  // Both lists share the field.
  note(businessesQuerySchema.shape.limit, { description: `A whole number from 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).` });
  // z.coerce.number() also takes null, which the generator then allows; a query string holds a whole number.
  note(reviewListQuerySchema.shape.offset.unwrap(), { type: "integer", minimum: 0, maximum: 100_000 });
}
