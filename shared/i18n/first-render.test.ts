import { firstRenderCatalogs } from "./first-render";

describe("firstRenderCatalogs", () => {
  it.each([
    ["/", ["layout", "directory"]],
    ["/businesses", ["layout", "directory", "directoryMore"]],
    ["/Businesses/", ["layout", "directory", "directoryMore"]],
    ["/professional/13", ["layout", "listing", "contact", "magazine", "leadRequests", "reviews", "ownerClaim"]],
    ["/business/1/", ["layout", "listing", "contact", "magazine", "leadRequests", "reviews", "ownerClaim"]],
    ["/professional", ["layout"]],
    ["/business/1/photos", ["layout"]],
    ["/contact", ["layout", "contact"]],
    ["/2013/06", ["layout", "magazine"]],
    ["/checkout", ["layout", "checkout", "payments"]],
    ["/admin", ["layout"]],
    ["/no/such/page", ["layout"]],
  ])("%s loads %j before its first render", (path, names) => {
    expect(firstRenderCatalogs(path)).toEqual(names);
    expect(firstRenderCatalogs(path, "es")).toEqual(names);
  });
});
