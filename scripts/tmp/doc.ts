import { buildOpenApiDocument } from "../../server/openapi/document";
console.log(JSON.stringify(buildOpenApiDocument(), null, 1));
