import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "../document";
import type { JsonSchema } from "./arbitraries";

/**
 * The document's schemas as ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) validators:
 * answers against their response schemas (the document is added whole, so its
 * `#/components/…` references resolve), and a request's serialized parameters against theirs,
 * read as a query string is (coerceTypes: "5" is an integer, one value is a one-item array).
 */
export interface Checker {
  /** Validates `value` against the schema at this JSON pointer of the document; null when valid. */
  answer(pointer: string, value: unknown): string | null;
  /** Whether a serialized parameter (a string, or strings for a repeated one) satisfies its schema. */
  parameter(schema: JsonSchema, value: string | string[]): boolean;
  /** Whether a body satisfies its schema. */
  body(schema: JsonSchema, value: unknown): boolean;
}

const DOC = "openapi.json";

export function createChecker(document: OpenApiDocument): Checker {
  const strictness = { strict: false, allErrors: false, validateFormats: true } as const;
  const answers = new Ajv2020(strictness);
  addFormats.default(answers);
  answers.addSchema(document as object, DOC);
  const params = new Ajv2020({ ...strictness, coerceTypes: "array" });
  addFormats.default(params);
  const bodies = new Ajv2020(strictness);
  addFormats.default(bodies);
  const cache = new Map<unknown, ValidateFunction>();
  const paramCache = new Map<unknown, ValidateFunction>();
  const compiled = (ajv: Ajv2020, schema: JsonSchema) => {
    let fn = cache.get(schema);
    if (!fn) cache.set(schema, (fn = ajv.compile(schema)));
    return fn;
  };
  return {
    answer(pointer, value) {
      const validate = answers.getSchema(`${DOC}#${pointer}`);
      if (!validate) return `no schema at ${pointer}`;
      return validate(value) ? null : answers.errorsText(validate.errors, { dataVar: "answer" });
    },
    // Wrapped in an object so that ajv's coercion has a parent to write the coerced value to.
    parameter(schema, value) {
      let fn = paramCache.get(schema);
      if (!fn) paramCache.set(schema, (fn = params.compile({ type: "object", properties: { v: schema }, required: ["v"] })));
      return fn({ v: Array.isArray(value) ? [...value] : value });
    },
    body(schema, value) {
      return compiled(bodies, schema)(structuredClone(value));
    },
  };
}

/** `/api/x/{id}` → `/paths/~1api~1x~1{id}`: a JSON pointer segment. */
export const pointerSegment = (text: string) => text.replaceAll("~", "~0").replaceAll("/", "~1");
