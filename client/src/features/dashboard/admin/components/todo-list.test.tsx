// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { Dashboard } from "@shared/admin/dashboard";
import { json, renderAt, stubFetch } from "@/test/render";
import { TodoList } from "./todo-list";

afterEach(() => vi.unstubAllGlobals());

const counts: Dashboard = {
  newMessages: 3,
  changeReports: 1,
  claimsWaiting: 2,
  ownerChangesWaiting: 0,
  uncheckedListings: 1204,
  failedPayments: 1,
  goldRenewalsThisWeek: 4,
};

describe("the dashboard's to-do list", () => {
  it("shows each count with a link to the section that clears it", async () => {
    const calls = stubFetch(() => json(counts));
    renderAt("/", <TodoList />);
    const list = await screen.findByRole("list", { name: "What needs doing today" });
    const links = within(list)
      .getAllByRole("link")
      .map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]);
    expect(links).toEqual([
      ["New messages: 3. Open the inbox", "/inbox"],
      ["Reports of changes: 1. Read the reports", "/inbox"],
      ["Claims waiting: 2. Decide the claims", "/claims"],
      ["Owner changes waiting: 0. Review the changes", "/changes"],
      ["Listings unchecked for 90 days: 1,204. Check listings", "/listings"],
      ["Payments that failed (last 7 days): 1. See the payments", "/payments"],
      ["Gold renewals this week: 4. See the payments", "/payments"],
    ]);
    expect(screen.getByTestId("todo-uncheckedListings")).toHaveTextContent("1,204");
    expect(calls).toEqual(["/api/admin/dashboard"]);
  });

  it("leaves out the payments' items for an editor (null counts) and says when nothing is waiting", async () => {
    stubFetch(() =>
      json({ ...counts, newMessages: 0, changeReports: 0, claimsWaiting: 0, uncheckedListings: 0, failedPayments: null, goldRenewalsThisWeek: null }),
    );
    renderAt("/", <TodoList />);
    expect(await screen.findByText("Nothing is waiting. Well done.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "What needs doing today" })).getAllByRole("link")).toHaveLength(5);
    expect(screen.queryByText(/Payments that failed/)).toBeNull();
  });

  it("says so when the counts cannot be loaded", async () => {
    stubFetch(() => json({ message: "down" }, 503));
    renderAt("/", <TodoList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load what needs doing.");
  });
});
