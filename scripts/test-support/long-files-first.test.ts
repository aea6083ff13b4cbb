import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LONG_FILES } from "./long-files-first";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the long files that start first", () => {
  it.each(Object.entries(LONG_FILES))("%s: each still exists (a renamed file would silently lose its place)", (_suite, files) => {
    expect(files.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
  });
});
