// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { PartnerKey } from "@shared/partners";
import { json, renderAt, stubFetch } from "@/test/render";
import PartnerKeysPage from "./partner-keys-page";

afterEach(() => vi.unstubAllGlobals());

const key: PartnerKey = {
  id: 1,
  name: "Sample Tourism Office",
  contact: "web@tourism.example.org",
  scopes: ["listings:read"],
  keyPrefix: "sabd_1a2b",
  createdBy: "ana@example.com",
  createdAt: "2026-11-01T12:00:00.000Z",
  revokedAt: null,
  lastUsedAt: null,
  usage: [],
  requestsToday: 0,
};

/** The Partner keys screen's list states (the back office's shared list shell, as the Staff screen's). */
describe("the Partner keys screen", () => {
  it("shows skeleton rows while the keys load, then one row a key", async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt("/admin/partners", <PartnerKeysPage />);
    const keys = screen.getByRole("region", { name: "Keys" });
    expect(within(keys).getAllByTestId("skeleton")).toHaveLength(2);
    answer(json([key]));
    const list = await within(keys).findByRole("list", { name: "Partner keys" });
    expect(list.children).toHaveLength(1);
    expect(within(list).getByText("Sample Tourism Office", { exact: false })).toBeInTheDocument();
    expect(within(keys).queryByTestId("skeleton")).not.toBeInTheDocument();
  });

  it("says when there is no key yet", async () => {
    stubFetch(() => json([]));
    renderAt("/admin/partners", <PartnerKeysPage />);
    expect(await screen.findByText("No partner keys yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Partner keys" })).not.toBeInTheDocument();
  });

  it("says inline when the keys cannot be loaded", async () => {
    stubFetch(() => json({ message: "Something went wrong" }, 500));
    renderAt("/admin/partners", <PartnerKeysPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the partner keys. Please reload the page.");
  });
});
