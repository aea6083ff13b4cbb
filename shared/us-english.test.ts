import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The site writes US English (issue 28 item 12: "neighbourhood" and "neighborhood" were mixed).
 * Checked in the code that makes what people read, the client, the shared contracts (their 400
 * messages) and the server, with comments left out: they are for us, not for visitors.
 */
const root = new URL("..", import.meta.url).pathname;
const BRITISH =
  /\b(?:neighbourhoods?|colours?|coloured|centres?|centred|behaviours?|favourites?|organis(?:e|ed|ing|ation)s?|licences?|catalogues?|analys(?:e|ed|ing)|travell(?:ed|ing))\b/i;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$|\.test-d\.ts$/.test(entry.name) && !path.includes("/test/") ? [path] : [];
  });
}

/** Comments out, strings and markup in: `//` starting a line's comment (not inside "https://"), and block comments. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\w])\/\/.*$/gm, "$1");

describe("US English in what the site says", () => {
  it("uses no British spelling in the client, shared and server code", () => {
    const found = ["client/src", "shared", "server"].flatMap((dir) =>
      sources(dir).flatMap((file) =>
        withoutComments(readFileSync(join(root, file), "utf8"))
          .split("\n")
          .filter((line) => BRITISH.test(line))
          .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
