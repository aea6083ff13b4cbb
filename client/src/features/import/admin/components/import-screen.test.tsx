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
      url.endsWith("/import/runs")
        ? json([])
        : url.includes("dryRun=true")
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
    expect(calls.filter((c) => !c.endsWith("/runs"))).toEqual([
      "/api/admin/import/professionals?dryRun=true",
      "/api/admin/import/professionals?dryRun=false",
      "/api/admin/import/cs/revert",
    ]);
  });

  it("lists rejections and keeps Import disabled; shows a refused file's message", async () => {
    const rejected = report({
      counts: { rows: 1, create: 0, update: 0, unchanged: 0, reject: 1 },
      message: "1 row rejected.",
      rows: [{ row: 2, externalId: "x", action: "reject", problems: [{ column: "phone", reason: "Phone must look like 210-555-0123" }] }],
    });
    let answer = json(rejected);
    stubFetch((url) => (url.endsWith("/runs") ? json([]) : answer));
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

  it("lists an interrupted import with Revert and Resume, and says which listings were edited since before reverting anyway", async () => {
    const run = {
      changeSetId: "cs-1",
      kind: "professionals",
      state: "interrupted",
      planned: 40050,
      written: 17000,
      actorEmail: "editor@example.test",
      startedAt: "2026-11-26T14:00:00.000Z",
    };
    const conflict = {
      message: "1 listing was edited after the import. Nothing was reverted.",
      total: 1,
      conflicts: [{ entityId: "7", name: "Ana Sample", fields: ["company"] }],
    };
    const calls = stubFetch((url) =>
      url.endsWith("/runs")
        ? json([run])
        : url.endsWith("/revert")
          ? json(conflict, 409)
          : json({ changeSetId: "cs-1", revertChangeSetId: "r", restored: 50, deleted: 16950, unpublished: 0, message: "Reverted: 50 listings restored." }),
    );
    renderAt("/", <ImportScreen />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("Interrupted")).toBeInTheDocument();
    expect(screen.getByText(/17,000 of 40,050 rows written/)).toBeInTheDocument();
    expect(screen.getByLabelText("Resume with the same file")).toHaveAttribute("type", "file");
    await user.click(screen.getByRole("button", { name: "Revert" }));
    expect(await screen.findByText("Ana Sample (#7): company")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revert anyway" }));
    expect(calls).toContain("/api/admin/import/cs-1/revert?force=true");
    await user.upload(screen.getByLabelText("Resume with the same file"), file);
    expect(calls).toContain("/api/admin/import/professionals?dryRun=false&resume=cs-1");
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
