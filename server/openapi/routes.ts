import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Router } from "express";
import { apiDocsContentSecurityPolicy, serializeCsp } from "../middleware/security-headers";
import { openApiDocument } from "./document";

/** The Scalar renderer's one-file browser build, from our own node_modules (no CDN). */
const rendererFile = join(dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")), "browser", "standalone.js");

/**
 * No inline script: the renderer reads its settings from the data attributes of #api-reference.
 * No web fonts from Scalar's CDN, no "test request" client (it would proxy through Scalar), no
 * agent: the page only reads this site's own description.
 */
const scalarSettings = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: "never",
  showToolbar: "never",
  agent: { disabled: true },
});
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference · San Antonio Business Directory</title>
</head>
<body>
<noscript>The reference needs JavaScript. The description itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${scalarSettings}'></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json (the description, made once) and GET /api/docs, a page for people that
 * loads the renderer only there, under its own Content-Security-Policy; the SPA's bundle and its
 * budgets never see it.
 */
export function openApiRouter(): Router {
  const router = Router();
  const policy = serializeCsp(apiDocsContentSecurityPolicy());
  router.get("/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(openApiDocument());
  });
  router.get("/docs", (_req, res) => {
    res.set({ "Content-Security-Policy": policy, "Cache-Control": "public, max-age=300" }).type("html").send(page);
  });
  router.get("/docs/reference.js", (_req, res, next) => {
    res.set("Cache-Control", "public, max-age=86400");
    res.type("text/javascript").sendFile(rendererFile, (err) => err && next(err));
  });
  return router;
}
