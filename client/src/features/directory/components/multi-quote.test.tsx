// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import type { Business } from "@shared/schema";
import { aBusiness } from "@shared/listing-fixtures";
import BusinessesPage from "@/app/routes/businesses";
import { json, renderAt, stubFetch } from "@/test/render";

const make = (id: number, extra: Partial<Business> = {}): Business =>
  aBusiness({ id, name: `Firm ${id}`, description: "A sample business.", categoryId: 2, category: "Dental", ...extra });
const categories = [{ id: 2, name: "Dental", slug: "dental" }];
const rows = [make(1, { responseFigures: { medianMinutes: 95, replied: 9, total: 10 } }), make(2), make(3), make(4)];

afterEach(() => vi.unstubAllGlobals());

describe("a category's results and quote requests (issue 31)", () => {
  it("shows a card's response line only with figures, and lets the visitor tick at most 3 listings", async () => {
    stubFetch((url) => (url === "/api/categories" ? json(categories) : json(rows)));
    renderAt("/businesses?category=dental", <BusinessesPage />);
    const lines = await screen.findAllByTestId("card-response");
    expect(lines.map((l) => l.textContent)).toEqual(["Usually responds within 2 hours · Responds to 9 of 10 requests"]);

    // The picker is a lazy chunk with its own messages.
    expect(await screen.findByRole("heading", { name: "Request quotes from up to 3" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByTestId("multi-quote")).getByText("0 of 3 chosen")).toBeInTheDocument();
    // Nothing is ticked for the visitor, and nothing to send yet.
    expect(screen.getAllByRole("checkbox", { name: /^Add to my request/ }).filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByRole("button", { name: "Request quotes" })).toBeDisabled();
    for (const id of [1, 2, 3]) fireEvent.click(screen.getByRole("checkbox", { name: `Add to my request (Firm ${id})` }));
    expect(within(screen.getByTestId("multi-quote")).getByText("3 of 3 chosen")).toBeInTheDocument();
    // While results scroll by, a bar at the bottom says it too.
    expect(screen.getAllByText("3 of 3 chosen")).toHaveLength(2);
    expect(screen.getByRole("checkbox", { name: "Add to my request (Firm 4)" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Add to my request (Firm 2)" }));
    expect(within(screen.getByTestId("multi-quote")).getByText("2 of 3 chosen")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Add to my request (Firm 4)" })).toBeEnabled();
    fireEvent.click(screen.getAllByRole("button", { name: "Request quotes" })[0]!);
    expect(await screen.findByText("Your request goes to: Firm 1, Firm 3", {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("offers no picking without a category", async () => {
    stubFetch((url) => (url === "/api/categories" ? json(categories) : json(rows)));
    renderAt("/businesses", <BusinessesPage />);
    expect(await screen.findByText("Firm 4")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Request quotes from up to 3" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /^Add to my request/ })).not.toBeInTheDocument();
  });
});
