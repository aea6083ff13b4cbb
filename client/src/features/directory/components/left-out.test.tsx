// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { aProfessional } from "@shared/listing-fixtures";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

afterEach(() => vi.unstubAllGlobals());

describe("near me's left-out line (issue 28 item 2)", () => {
  it("says how many listings nearest first left out for having no address, and nothing when none", async () => {
    const calls = stubFetch((url) => {
      if (url === "/api/categories") return json([]);
      const res = json([aProfessional({ id: 1, name: "Placed Person", latitude: 29.43, longitude: -98.49, distance: 500 })]);
      res.headers.set("X-Total-Count", "1");
      if (url.includes("near=")) res.headers.set("X-Unplaced-Count", "3");
      return res;
    });
    const view = renderAt("/?near=78205&sort=distance", <ProfessionalsSection />);
    expect(await screen.findByText("3 listings with no address are left out of this list.")).toBeInTheDocument();
    expect(calls).toContain("/api/professionals?near=78205&sort=distance");
    view.unmount();
    renderAt("/", <ProfessionalsSection />);
    expect(await screen.findByText("1 professional found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.queryByTestId("left-out")).toBeNull();
  });
});
