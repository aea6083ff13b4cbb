import fc from "fast-check";

/**
 * fast-check arbitraries from the JSON Schemas of the description (what Schemathesis calls
 * positive data), and single mutations that make a value break its schema (negative data).
 * Only the keywords our document uses are read; anything else generates any JSON value.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  // Stretched or cut to the length limits rather than filtered (a filter may never find one):
  // a string that then misses its pattern is simply sent as an invalid one (the checker says so).
  const fit = (s: string) => (s.length >= min ? s : s.length ? s.repeat(Math.ceil(min / s.length)) : "a".repeat(min)).slice(0, max);
  // fast-check's addresses use every character RFC 5322 allows, which zod's stricter check refuses: plain ones too.
  if (schema.format === "email")
    return fc
      .oneof(
        fc.emailAddress(),
        fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,12}$/), fc.constantFrom("example.com", "example.org")).map(([u, d]) => `${u}@${d}`),
      )
      .map(fit);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map(fit);
    } catch {
      // A pattern fast-check cannot invert (e.g. \p{L} classes): any text, refused or not.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 60) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1_000_000 : -1e9);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e9);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy the schema (in most cases; a few keywords such as patterns inside `\p{…}` are approximated). */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(valid));
  if (schema.allOf?.length) return valid(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type })));
  switch (types[0]) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(valid));
      return fc.array(valid(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(properties.map(([name, sub]) => [name, valid(sub)]));
      return fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** One way to break a value of this schema (the caller checks the result really breaks it). */
export function invalid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const wrongType = fc.constantFrom<unknown>(
    ...([
      types.includes("string") ? 12345 : "not-a-number",
      types.includes("object") ? ["an", "array"] : { an: "object" },
      types.includes("boolean") ? "yes" : true,
      types.includes("null") ? 0 : null,
    ] as unknown[]),
  );
  const options: fc.Arbitrary<unknown>[] = [wrongType];
  if (schema.enum) options.push(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !schema.enum!.includes(s)));
  if (schema.maxLength !== undefined) options.push(fc.constant("x".repeat(schema.maxLength + 1)));
  if (schema.minLength) options.push(fc.constant(""));
  if (schema.pattern) options.push(fc.constantFrom("!", " ", "∆∆", "-1", "0x1f", "a b"));
  if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
  if (types.includes("integer")) options.push(fc.constantFrom(1.5, "1e400"));
  if (types.includes("object") && schema.properties) {
    const required = schema.required ?? [];
    const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length)
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, drop]) => {
          const copy = { ...value };
          delete copy[drop];
          return copy;
        }),
      );
    const names = Object.keys(schema.properties);
    options.push(
      fc.tuple(base, fc.constantFrom(...names)).chain(([value, name]) => invalid(schema.properties![name]!).map((broken) => ({ ...value, [name]: broken }))),
    );
    if (schema.additionalProperties === false) options.push(base.map((value) => ({ ...value, unexpectedField: "x" })));
  }
  if (types.includes("array") && schema.maxItems !== undefined) options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => "1")));
  return fc.oneof(...options);
}
