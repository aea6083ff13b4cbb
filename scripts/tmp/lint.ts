import { buildOpenApiDocument } from "../../server/openapi/document";
import { formatProblem, lintOpenApiDocument } from "../../server/openapi/lint-document";
const problems = await lintOpenApiDocument(buildOpenApiDocument());
for (const p of problems) console.log(formatProblem(p));
console.log(problems.length);
