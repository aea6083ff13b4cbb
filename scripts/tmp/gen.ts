import fc from "fast-check";
import { buildOpenApiDocument } from "../../server/openapi/document";
import { operationsOf } from "../../server/openapi/fuzz/run-fuzz";
import { valid, invalid } from "../../server/openapi/fuzz/arbitraries";
const ops = operationsOf(buildOpenApiDocument());
for (const op of ops) {
  for (const p of op.parameters) {
    const t = Date.now();
    fc.sample(valid(p.schema), { numRuns: 50, seed: 1 });
    fc.sample(invalid(p.schema), { numRuns: 50, seed: 1 });
    console.log(op.id, p.name, Date.now() - t);
  }
  if (op.body) { const t = Date.now(); fc.sample(valid(op.body.schema), { numRuns: 50, seed: 1 }); console.log(op.id, "body valid", Date.now() - t); fc.sample(invalid(op.body.schema), { numRuns: 50, seed: 1 }); console.log(op.id, "body", Date.now() - t); }
}
