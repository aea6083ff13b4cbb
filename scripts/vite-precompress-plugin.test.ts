import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { build } from "vite";
import { precompressAssets } from "./vite-precompress-plugin";

describe("precompressAssets vite plugin", () => {
  let dir: string;
  let assets: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-precompress-"));
    const root = join(dir, "app");
    mkdirSync(root);
    writeFileSync(join(root, "index.html"), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
    // A large entry and a tiny lazily loaded chunk.
    writeFileSync(join(root, "main.js"), `console.log(${JSON.stringify("directory ".repeat(500))});\nimport("./tiny.js").then((m) => m.hi());\n`);
    writeFileSync(join(root, "tiny.js"), 'export const hi = () => console.log("hi");\n');
    await build({ root, configFile: false, logLevel: "silent", plugins: [precompressAssets()], build: { outDir: join(dir, "dist"), emptyOutDir: true } });
    assets = join(dir, "dist", "assets");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const files = () => readdirSync(assets);
  const entry = () => files().find((f) => /^index-.*\.js$/.test(f))!;

  it("writes a brotli and a gzip copy of each large asset that decode to the asset", () => {
    const source = readFileSync(join(assets, entry()));
    const br = readFileSync(join(assets, `${entry()}.br`));
    const gz = readFileSync(join(assets, `${entry()}.gz`));
    expect(brotliDecompressSync(br).equals(source)).toBe(true);
    expect(gunzipSync(gz).equals(source)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  });

  it("leaves files under 1 KB and the HTML alone", () => {
    const tiny = files().find((f) => /^tiny-.*\.js$/.test(f))!;
    expect(tiny).toBeTruthy();
    expect(files()).not.toContain(`${tiny}.br`);
    expect(files()).not.toContain(`${tiny}.gz`);
    expect(existsSync(join(dir, "dist", "index.html.br"))).toBe(false);
  });
});
