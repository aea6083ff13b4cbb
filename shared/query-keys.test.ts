import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as queryKeys from "./query-keys";

const features = join(import.meta.dirname, "../client/src/features");
/** Every client API file, as [feature, path]. */
const apiFiles = readdirSync(features).flatMap((feature) => {
  const dir = join(features, feature, "api");
  try {
    return readdirSync(dir).map((file) => [feature, join(dir, file)] as const);
  } catch {
    return []; // a feature without an api/ folder
  }
});

describe("query keys", () => {
  it("are built only in a key module: no client API file writes a key array of its own", () => {
    expect(apiFiles.length).toBeGreaterThanOrEqual(8);
    for (const [, file] of apiFiles) {
      const source = readFileSync(file, "utf8");
      // A query or an invalidation names its key through a builder, never as a literal array.
      expect({ file, literalKeys: source.match(/queryKey:\s*\[[^\]]*\]/g) ?? [] }).toEqual({ file, literalKeys: [] });
    }
  });

  it("are built here or in @shared/account-query-keys for the public and owners' features", () => {
    // The public features' keys are also written by the server when it seeds a page's first data.
    // A back-office (admin-*) key used by one feature alone may stay a constant of that feature's api/.
    for (const [feature, file] of apiFiles.filter(([feature]) => !feature.startsWith("admin-"))) {
      const source = readFileSync(file, "utf8");
      if (/queryKey:/.test(source))
        expect({ feature, file, usesQueryKeys: source.includes("queryKeys.") || source.includes("accountKeys.") }).toEqual({
          feature,
          file,
          usesQueryKeys: true,
        });
    }
  });

  it("start with the URL the default query function GETs, and trim the search like the API", () => {
    expect(queryKeys.professional(7)).toEqual(["/api/professionals/7"]);
    expect(queryKeys.businessProfessionals(3)).toEqual(["/api/professionals/?businessId=3&limit=100"]);
    expect(queryKeys.professionals(["legal"], " ana ")).toEqual(queryKeys.professionals(["legal"], "ana"));
  });
});
