// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { anAuditEntry } from "@/test/audit-entry";
import { json, renderAt, stubFetch } from "@/test/render";
import { EntityHistory } from "./entity-history";

afterEach(() => vi.unstubAllGlobals());

const entry = anAuditEntry;

describe("<EntityHistory />", () => {
  it("asks for the entity's history and shows each change before → after with who and from where", async () => {
    const calls = stubFetch(() =>
      json([entry(), entry({ id: 40, revertable: false, changeSetId: "cs-9", before: { phone: null }, after: { phone: "210-555-0101" } })]),
    );
    renderAt("/", <EntityHistory entityType="professional" entityId={12} />);
    const items = await screen.findAllByTestId("audit-entry");
    expect(calls[0]).toBe("/api/admin/audit?entityType=professional&entityId=12");
    expect(within(items[0]!).getByText("210-555-0101").tagName).toBe("DEL");
    expect(within(items[0]!).getByText("210-555-0102").tagName).toBe("INS");
    expect(within(items[0]!).getByText(/lee@example.com · 203.0.113.7/)).toBeInTheDocument();
    // A change of an import is reverted with its whole change set, on the import page.
    expect(within(items[1]!).queryByRole("button", { name: "Revert" })).toBeNull();
    expect(within(items[1]!).getByRole("link", { name: "cs-9" })).toHaveAttribute("href", "/admin/import?changeSet=cs-9");
  });

  it("says what changed since when a revert is refused, and reverts anyway with force", async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? json({ message: "The professional changed since in phone: revert anyway to overwrite.", fields: ["phone"] }, 409)
          : json(entry({ id: 42, revertsId: 41 }), 201);
      }
      return json([entry()]);
    });
    renderAt("/", <EntityHistory entityType="professional" entityId={12} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Revert" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("changed since in phone");
    await user.click(screen.getByRole("button", { name: "Revert anyway" }));
    await waitFor(() => expect(bodies).toEqual([{ force: false }, { force: true }]));
    expect(await screen.findByText("Change reverted")).toBeInTheDocument();
  });

  it("shows no Revert button when the screen says the member may not revert", async () => {
    stubFetch(() => json([entry()]));
    renderAt("/", <EntityHistory entityType="gold" entityId={12} canRevert={false} />);
    await screen.findByTestId("audit-entry");
    expect(screen.queryByRole("button", { name: "Revert" })).toBeNull();
  });
});
