import { firstRenderCatalogs } from "./first-render";

describe("firstRenderCatalogs", () => {
  it.each([
    ["/", ["layout", "directory"]],
    ["/businesses", ["layout", "directory", "directoryMore"]],
    ["/Businesses/", ["layout", "directory", "directoryMore"]],
    ["/professional/13", ["layout", "listing"]],
    ["/business/1/", ["layout", "listing"]],
    ["/professional", ["layout"]],
    ["/business/1/photos", ["layout"]],
    ["/contact", ["layout"]],
    ["/checkout", ["layout"]],
    ["/admin", ["layout"]],
    ["/no/such/page", ["layout"]],
  ])("%s loads %j before its first render", (path, names) => {
    expect(firstRenderCatalogs(path)).toEqual(names);
    expect(firstRenderCatalogs(path, "es")).toEqual(names);
  });
});
