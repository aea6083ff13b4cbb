import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import { PRELOAD_MANIFEST, type PreloadManifest } from "../server/features/seo/preload";
import { preloadManifest } from "./vite-preload-plugin";

/** A virtual module like the magazine's article bodies: `virtual:body`, imported lazily. */
const virtualBody: Plugin = {
  name: "virtual-body",
  resolveId: (id) => (id === "virtual:body" ? "\0virtual:body" : null),
  load: (id) => (id === "\0virtual:body" ? 'export default "the body";' : null),
};

describe("preloadManifest vite plugin", () => {
  let dir: string;
  let manifest: PreloadManifest;
  let chunks: Rollup.OutputChunk[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-preload-"));
    const root = join(dir, "app");
    mkdirSync(join(root, "routes"), { recursive: true });
    const file = (name: string, text: string) => writeFileSync(join(root, name), text);
    file("index.html", '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
    file(
      "main.js",
      'import { shout } from "./shared-with-entry.js";\nshout(import("./routes/screen.js"), import("./routes/second.js"), import("virtual:body"), import("./client/src/greet/locales/es.json"));\n',
    );
    // A message catalog (client/src/<folder>/locales/<language>.json) whose keys start with its name.
    mkdirSync(join(root, "client/src/greet/locales"), { recursive: true });
    file("client/src/greet/locales/es.json", '{ "greet.hello": "Hola" }\n');
    file("shared-with-entry.js", "export const shout = (...x) => console.log(...x);\n");
    // The screen imports a helper statically and the map lazily; the map reuses the screen's card:
    // the screen's chunk then exports code to another chunk and Vite's manifest loses its module.
    file(
      "routes/screen.js",
      'import { card } from "../card.js";\nimport { helper } from "../helper.js";\nimport { shout } from "../shared-with-entry.js";\nexport default () => shout(card(), helper(), import("../map.js"));\n',
    );
    file("card.js", 'export const card = () => "card";\n');
    // Used by two screens, so a chunk of its own that both import.
    file("helper.js", 'export const helper = () => "helper";\n');
    file("routes/second.js", 'import { helper } from "../helper.js";\nexport default () => helper();\n');
    file("map.js", 'import { card } from "./card.js";\nimport { other } from "./other.js";\nexport default () => card() + other();\n');
    file("other.js", 'import { helper } from "./helper.js";\nexport const other = () => helper() + "other";\n');
    const output = await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [virtualBody, preloadManifest()],
      build: { write: false },
    });
    const files = (Array.isArray(output) ? output[0]! : (output as Rollup.RollupOutput)).output;
    chunks = files.filter((f): f is Rollup.OutputChunk => f.type === "chunk");
    const asset = files.find((f): f is Rollup.OutputAsset => f.type === "asset" && f.fileName === PRELOAD_MANIFEST)!;
    manifest = JSON.parse(String(asset.source)) as PreloadManifest;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const chunkOf = (module: string) => chunks.find((c) => c.moduleIds.some((id) => id === module || id.endsWith(`/app/${module}`)))!.fileName;

  it("maps a lazily imported screen to its chunk and the chunks it imports statically, less the entry", () => {
    expect(manifest["routes/screen.js"]).toEqual([chunkOf("routes/screen.js"), chunkOf("helper.js")]);
    expect(manifest["routes/screen.js"]).not.toContain(chunkOf("main.js"));
  });

  it("finds the screen whose chunk also serves another chunk", () => {
    expect(chunkOf("card.js")).toBe(chunkOf("routes/screen.js"));
    expect(manifest["map.js"]).toEqual(expect.arrayContaining([chunkOf("map.js"), chunkOf("routes/screen.js"), chunkOf("helper.js")]));
  });

  it("keys a virtual module by its id", () => {
    expect(manifest["virtual:body"]).toEqual([chunkOf("\0virtual:body")]);
  });

  it("keys a message catalog by its name and language only (catalogModule), not by its file", () => {
    expect(manifest["catalog:es:greet"]).toEqual([chunkOf("client/src/greet/locales/es.json")]);
    expect(manifest).not.toHaveProperty(["client/src/greet/locales/es.json"]);
  });

  it("lists no module the app imports only statically", () => {
    expect(Object.keys(manifest).sort()).toEqual(["catalog:es:greet", "map.js", "routes/screen.js", "routes/second.js", "virtual:body"]);
  });
});
