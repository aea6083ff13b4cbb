// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

/** A directory where nothing matches any filter. */
function serveNothing() {
  stubFetch((url) => {
    if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
    const res = json([]);
    res.headers.set("X-Total-Count", "0");
    return res;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the empty state of a filtered list (issue 28 item 9)", () => {
  it("says no professional is open right now when only Open now emptied the list, and drops it in one click", async () => {
    serveNothing();
    const { location } = renderAt("/?open=now", <ProfessionalsSection />);
    expect(await screen.findByText("No professionals are open right now.")).toBeInTheDocument();
    expect(screen.queryByText(/Try other words or fewer categories/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Open now" }));
    expect(location.history?.at(-1)).toBe("/");
  });

  it("names each filter of a combination with its own remove button, and clears them all", async () => {
    serveNothing();
    const { location } = renderAt("/?category=banking&search=zzz&near=78209&radius=5&open=now", <ProfessionalsSection />);
    expect(await screen.findByText("No professionals match all of these filters. Remove one to see more.")).toBeInTheDocument();
    const filters = screen.getByRole("list", { name: "Filters in use" });
    expect(filters).toHaveTextContent("“zzz”");
    fireEvent.click(await screen.findByRole("button", { name: "Remove filter: Banking" }));
    expect(location.history?.at(-1)).toBe("/?search=zzz&near=78209&radius=5&open=now");
    fireEvent.click(await screen.findByRole("button", { name: "Remove filter: Within 5 mi of 78209" }));
    expect(location.history?.at(-1)).toBe("/?search=zzz&open=now");
    fireEvent.click(await screen.findByRole("button", { name: "Clear all filters" }));
    expect(location.history?.at(-1)).toBe("/");
  });

  it("names a search or a place on its own", async () => {
    serveNothing();
    const first = renderAt("/?search=gazra", <ProfessionalsSection />);
    expect(await screen.findByText("No professionals match “gazra”. Try other words.")).toBeInTheDocument();
    first.unmount();
    renderAt("/?near=alamo-heights&radius=1", <ProfessionalsSection />);
    expect(await screen.findByText("No professionals are within 1 mi of Alamo Heights.")).toBeInTheDocument();
  });
});
