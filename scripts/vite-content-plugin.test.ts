import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { articleFile, contentDir, issueFile } from "../server/content/test-fixtures";
import { magazineContent } from "./vite-content-plugin";

/** Builds a one-line app that imports the magazine modules from `dir`. */
async function buildWith(dir: string) {
  const root = join(dir, "app");
  mkdirSync(root);
  writeFileSync(
    join(root, "main.js"),
    'import { issues } from "virtual:magazine-index";\nimport { articleLoaders } from "virtual:magazine-articles";\nconsole.log(issues, articleLoaders);\n',
  );
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [magazineContent(dir)],
    build: { write: false, lib: { entry: join(root, "main.js"), formats: ["es"], fileName: "main" } },
  });
  return (Array.isArray(output) ? output[0]! : (output as Rollup.RollupOutput)).output;
}

describe("magazineContent vite plugin", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dir = (articles: Record<string, string>) => {
    const d = contentDir(articles, { "2012-06.yaml": issueFile(["a-story"]) });
    dirs.push(d);
    return d;
  };

  it("builds each article body into its own chunk", async () => {
    const output = await buildWith(dir({ "a-story.md": articleFile({}), "b-story.md": articleFile({ title: "Another" }) }));
    const chunks = output.filter((o) => o.type === "chunk").map((o) => o.fileName);
    expect(chunks).toHaveLength(3);
    expect(chunks.some((c) => c.includes("a-story"))).toBe(true);
  });

  it("writes each issue's cover as a file at the address the index gives it", async () => {
    const output = await buildWith(dir({ "a-story.md": articleFile({}) }));
    const covers = output.filter((o) => o.type === "asset" && o.fileName.startsWith("assets/covers/"));
    expect(covers.map((c) => c.fileName)).toEqual([expect.stringMatching(/^assets\/covers\/2012-06-[0-9a-f]{10}\.svg$/)]);
    const cover = covers[0] as Rollup.OutputAsset;
    expect(String(cover.source)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const main = output.find((o): o is Rollup.OutputChunk => o.type === "chunk" && o.isEntry)!;
    expect(main.code).toContain(`/${cover.fileName}`);
  });

  it("fails the build naming the file and the field", async () => {
    await expect(buildWith(dir({ "a-story.md": articleFile({ sample: "false" }) }))).rejects.toThrow(/content\/articles\/a-story\.md: sample: /);
  });

  it("fails the build on raw HTML in an article", async () => {
    await expect(buildWith(dir({ "a-story.md": articleFile({}, "One.\n\nTwo <script>x()</script>.\n\nThree.") }))).rejects.toThrow(
      /a-story\.md: body: raw HTML is not allowed/,
    );
  });
});
