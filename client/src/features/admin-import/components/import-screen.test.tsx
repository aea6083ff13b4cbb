// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportReport } from "@shared/admin/import";
import { json, renderAt, stubFetch } from "@/test/render";
import { reportCsv } from "./report-csv";
import ImportScreen from "./import-screen";

afterEach(() => vi.unstubAllGlobals());

const report = (over: Partial<ImportReport>): ImportReport => ({
  kind: "professionals",
  dryRun: true,
  applied: false,
  message: "Dry run: 1 new listing, 1 update, 0 unchanged rows. Nothing was written.",
  counts: { rows: 2, create: 1, update: 1, unchanged: 0, reject: 0 },
  rows: [
    { row: 2, externalId: "a-1", action: "create" },
    { row: 3, externalId: "a-2", action: "update", changes: [{ column: "title", before: "CPA", after: "Senior CPA" }] },
  ],
  changeSetId: null,
  ...over,
});
const file = new File(["external_id,name,title\r\na-1,Ana,CPA\r\n"], "pros.csv", { type: "text/csv" });

describe("the import screen", () => {
  it("checks the file first, then imports it and offers the revert", async () => {
    const calls = stubFetch((url) =>
      url.includes("dryRun=true")
        ? json(report({}))
        : url.includes("/revert")
          ? json({ changeSetId: "cs", revertChangeSetId: "r", restored: 1, deleted: 1, unpublished: 0, message: "Reverted" })
          : json(report({ dryRun: false, applied: true, message: "Imported: 1 new listing, 1 update, 0 unchanged rows.", changeSetId: "cs" })),
    );
    renderAt("/", <ImportScreen />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    await user.upload(screen.getByLabelText("CSV file"), file);
    await user.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    expect(await screen.findByText(/Dry run: 1 new listing/)).toBeInTheDocument();
    expect(screen.getByText("title: “CPA” → “Senior CPA”")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText(/^Imported: 1 new listing/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revert this import" }));
    expect(await screen.findByRole("button", { name: "Reverted" })).toBeDisabled();
    expect(calls).toEqual(["/api/admin/import/professionals?dryRun=true", "/api/admin/import/professionals?dryRun=false", "/api/admin/import/cs/revert"]);
  });

  it("lists rejections and keeps Import disabled; shows a refused file's message", async () => {
    const rejected = report({
      counts: { rows: 1, create: 0, update: 0, unchanged: 0, reject: 1 },
      message: "1 row rejected.",
      rows: [{ row: 2, externalId: "x", action: "reject", problems: [{ column: "phone", reason: "Phone must look like 210-555-0123" }] }],
    });
    let answer = json(rejected);
    stubFetch(() => answer);
    renderAt("/", <ImportScreen />);
    const user = userEvent.setup({ delay: null });
    await user.upload(screen.getByLabelText("CSV file"), file);
    await user.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    expect(await screen.findByText("phone: Phone must look like 210-555-0123")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    answer = json({ message: "The file is not UTF-8. Nothing was imported." }, 400);
    await user.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is not UTF-8.");
  });

  it("links both exports", () => {
    renderAt("/", <ImportScreen />);
    expect(screen.getByRole("link", { name: "Export professionals (CSV)" })).toHaveAttribute("href", "/api/admin/export/professionals.csv");
    expect(screen.getByRole("link", { name: "Export businesses (CSV)" })).toHaveAttribute("href", "/api/admin/export/businesses.csv");
  });
});

describe("the downloadable report", () => {
  it("has one line per change or problem, formula-like values made inert", () => {
    const csv = reportCsv(report({ rows: [{ row: 2, externalId: "=x", action: "reject", problems: [{ column: "name", reason: "Name is required" }] }] }));
    expect(csv).toBe("row,external_id,action,column,detail\r\n2,'=x,reject,name,Name is required\r\n");
  });
});
