import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the production server (vite.server.config.ts) into `dist/<name>/index.js` and returns
 * that path: `npm run build` makes dist/server, a test or bench run a folder of its own. It must
 * sit two folders below the root, like dist/server, because the bundle finds content/ and
 * migrations/ two folders up (server/lib/repo-root.ts).
 */
export async function buildServer(name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`buildServer: "${name}" must be a single folder name under dist/`);
  const { build } = await import("vite");
  const outDir = join(root, "dist", name);
  await build({
    configFile: join(root, "vite.server.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  return join(outDir, "index.js");
}
