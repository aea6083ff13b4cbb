// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { OwnerQueryStates, OwnerSection, SaveRow } from "./owner-section";

const states = (query: { isPending: boolean; isError: boolean; data: string[] | undefined }) =>
  render(
    <OwnerSection title="Requests" intro="What visitors asked for.">
      <OwnerQueryStates
        query={query}
        loading="Loading requests…"
        error="Could not load the requests."
        empty="No requests yet."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </OwnerQueryStates>
    </OwnerSection>,
  );

describe("an owned listing's section", () => {
  it("is a region named by its heading, with its intro", () => {
    states({ isPending: false, isError: false, data: ["A quote"] });
    const region = screen.getByRole("region", { name: "Requests" });
    expect(region.querySelector("h3")?.textContent).toBe("Requests");
    expect(region.textContent).toContain("What visitors asked for.");
  });

  it("says it is loading, busy, while its data comes", () => {
    states({ isPending: true, isError: false, data: undefined });
    expect(screen.getByText("Loading requests…").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a failed load inline as an alert", () => {
    states({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole("alert").textContent).toBe("Could not load the requests.");
  });

  it("shows the empty text when there is nothing, and the rows otherwise", () => {
    const { unmount } = states({ isPending: false, isError: false, data: [] });
    expect(screen.getByText("No requests yet.")).toBeTruthy();
    unmount();
    states({ isPending: false, isError: false, data: ["A quote", "An appointment"] });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["A quote", "An appointment"]);
  });
});

describe("a section form's save row", () => {
  it("disables the button with its pending label while saving, and reads out the outcome", () => {
    const { rerender } = render(<SaveRow pending save="Save hours" saving="Saving…" message={null} />);
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button.hasAttribute("disabled")).toBe(true);
    rerender(<SaveRow pending={false} save="Save hours" saving="Saving…" message={{ ok: true, text: "Saved." }} />);
    expect(screen.getByRole("button", { name: "Save hours" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Saved.");
    rerender(<SaveRow pending={false} save="Save hours" saving="Saving…" message={{ ok: false, text: "Could not save." }} />);
    expect(screen.getByRole("alert").textContent).toBe("Could not save.");
  });
});
