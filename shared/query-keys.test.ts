import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as queryKeys from "./query-keys";

const features = join(import.meta.dirname, "../client/src/features");
// The public features' keys, which the server also writes when it seeds a page's first data.
// The back office's (admin-*) are never seeded (its screen has no first data): they stay in their feature.
const apiFiles = readdirSync(features)
  .filter((feature) => !feature.startsWith("admin-"))
  .flatMap((feature) => {
    const dir = join(features, feature, "api");
    try {
      return readdirSync(dir).map((file) => join(dir, file));
    } catch {
      return []; // a feature without an api/ folder
    }
  });

describe("query keys", () => {
  it("are built only here: no client API file writes a key of its own", () => {
    expect(apiFiles.length).toBeGreaterThanOrEqual(8);
    for (const file of apiFiles) {
      const source = readFileSync(file, "utf8");
      // A query in an API file names its key through queryKeys, never as a literal array.
      expect({ file, literalKeys: source.match(/queryKey:\s*\[[^\]]*\]/g) ?? [] }).toEqual({ file, literalKeys: [] });
      if (/queryKey:/.test(source))
        expect({ file, usesQueryKeys: source.includes("queryKeys.") || source.includes("accountKeys.") }).toEqual({ file, usesQueryKeys: true });
    }
  });

  it("start with the URL the default query function GETs, and trim the search like the API", () => {
    expect(queryKeys.professional(7)).toEqual(["/api/professionals/7"]);
    expect(queryKeys.businessProfessionals(3)).toEqual(["/api/professionals/?businessId=3&limit=100"]);
    expect(queryKeys.professionals(["legal"], " ana ")).toEqual(queryKeys.professionals(["legal"], "ana"));
  });
});
