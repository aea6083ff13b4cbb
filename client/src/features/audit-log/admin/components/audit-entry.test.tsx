// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { anAuditEntry } from "@/test/audit-entry";
import { renderAt } from "@/test/render";
import { AuditEntryCard } from "./audit-entry";

const entry = anAuditEntry({
  id: 5,
  actorId: "e916a108-a5f1-46de-a551-718462453645",
  actorEmail: "dana@example.com",
  actorName: "Dana Flores",
  entityId: "1",
  entityName: "Rosalinda Treviño-Maddox",
  before: { zipCode: "78205", categoryId: 3, bio: "x".repeat(1000) },
  after: { zipCode: "78209", categoryId: 4, bio: "A short bio." },
});

describe("<AuditEntryCard /> in the global log", () => {
  it("says what happened to what, by whom, with field labels and each value before → after", () => {
    renderAt(
      "/",
      <ul>
        <AuditEntryCard entry={entry} canRevert showEntity />
      </ul>,
    );
    const card = screen.getByTestId("audit-entry");
    expect(within(card).getByText("Professional edited")).toBeInTheDocument();
    expect(within(card).getByText(/· Rosalinda Treviño-Maddox/)).toBeInTheDocument();
    expect(within(card).getByText("Dana Flores")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("e916a108");
    const terms = within(card)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual(["ZIP code", "Category", "Bio"]);
    expect(within(card).getByText("78205").tagName).toBe("DEL");
    expect(within(card).getByText("78209").tagName).toBe("INS");
    // A long value is cut, saying by how much.
    expect(within(card).getByText(`${"x".repeat(240)}… (760 more characters)`).tagName).toBe("DEL");
  });

  it("falls back to the type and id of an entity without a name, and to the email of an actor without one", () => {
    renderAt(
      "/",
      <ul>
        <AuditEntryCard
          entry={{ ...entry, action: "staff.role_change", entityType: "user", entityId: "u9", entityName: null, actorName: null }}
          canRevert={false}
          showEntity
        />
      </ul>,
    );
    const card = screen.getByTestId("audit-entry");
    expect(within(card).getByText("Staff member role changed")).toBeInTheDocument();
    expect(within(card).getByText(/· Staff member u9/)).toBeInTheDocument();
    expect(within(card).getByText("dana@example.com")).toBeInTheDocument();
  });
});
