import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import type { OpenApiDocument } from "./document";

/**
 * Redocly's "recommended" rules over the description (the OpenAPI 3.1 structure and schema
 * checks, operation ids, path parameters, …). Tests and the fuzzer require 0 errors.
 */
export async function lintOpenApiDocument(document: OpenApiDocument): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ["recommended"], rules: { "info-license-url": "off" } });
  return lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
}

export const formatProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(", ")}`;
