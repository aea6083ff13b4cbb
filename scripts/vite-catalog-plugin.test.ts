import { fileURLToPath } from "node:url";
import { listingOnlyCatalogs } from "../shared/routes";
import { catalogChunks, catalogOfFile } from "./vite-catalog-plugin";

const file = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe("the listing pages' catalog chunk", () => {
  it("holds the catalogs only the listing pages load first: not contact or magazine, which other pages load too", () => {
    expect([...listingOnlyCatalogs()].sort()).toEqual(["leadRequests", "listing", "ownerClaim", "reviews"]);
  });

  it("puts each of them in one chunk per language, and leaves every other file to Rollup", () => {
    const chunk = catalogChunks(listingOnlyCatalogs());
    expect(chunk(file("client/src/features/leads/locales/en.json"))).toBe("listing-texts-en");
    expect(chunk(file("client/src/features/reviews/locales/es.json"))).toBe("listing-texts-es");
    expect(chunk(file("client/src/features/directory/listing/locales/es.json"))).toBe("listing-texts-es");
    expect(chunk(file("client/src/features/contact/locales/en.json"))).toBeUndefined();
    expect(chunk(file("client/src/components/layout/locales/en.json"))).toBeUndefined();
    expect(chunk(file("client/src/features/leads/components/lead-requests.tsx"))).toBeUndefined();
  });

  it("names a catalog file by its keys' first segment and its language", () => {
    expect(catalogOfFile(file("client/src/features/owner-claim/locales/es.json"))).toEqual({ name: "ownerClaim", locale: "es" });
    expect(catalogOfFile(file("shared/routes.ts"))).toBeUndefined();
  });
});
