// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StaffMe } from "@shared/admin/auth";
import type { AdminLead } from "@shared/leads";
import { StaffContext } from "@/lib/use-staff";
import { json, renderAt, stubFetch } from "@/test/render";
import LeadsPage from "./leads-page";

afterEach(() => vi.unstubAllGlobals());

const editor: StaffMe = { id: "u2", email: "lee@example.com", name: "Lee Chan", role: "editor", twoFactorEnabled: false, twoFactorRequired: false };
const lead: AdminLead = {
  id: 7,
  kind: "quote",
  status: "new",
  needed: "Replace two ceiling fans (sample request).",
  when: "flexible",
  whenFrom: null,
  whenTo: null,
  budget: null,
  replyBy: "email",
  name: "Rosa Sample",
  email: "rosa@example.com",
  phone: "210-555-0142",
  createdAt: "2026-11-20T15:00:00.000Z",
  firstRepliedAt: null,
  replyChannel: null,
  listingKind: "business",
  listingId: 3,
  listingName: "Sample Fan Shop",
  spamReason: null,
};

/** What the screen asked for, and answers: the leads (a page of rows) and the categories. */
function serve(leads: () => Response) {
  const urls: string[] = [];
  stubFetch((url) => {
    urls.push(url);
    if (url.startsWith("/api/categories")) return json([{ id: 4, name: "Sample Electricians", slug: "sample-electricians" }]);
    return leads();
  });
  return urls;
}

const renderPage = () =>
  renderAt(
    "/admin/leads",
    <StaffContext value={editor}>
      <LeadsPage />
    </StaffContext>,
  );

/** /admin/leads (issue 31): the back office's list states, and the filters that ask the server. */
describe("the Leads screen", () => {
  it("lists the leads, and a filter asks the server again with it", async () => {
    const urls = serve(() => json([lead]));
    renderPage();
    const list = await screen.findByRole("list", { name: "Leads" });
    expect(within(list).getByText("Replace two ceiling fans (sample request).", { exact: false })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "new");
    await waitFor(() => expect(urls.some((u) => u.startsWith("/api/admin/leads") && u.includes("status=new"))).toBe(true));
    await userEvent.selectOptions(await screen.findByLabelText("Category"), "4");
    await waitFor(() => expect(urls.some((u) => u.includes("status=new") && u.includes("categoryId=4"))).toBe(true));
  });

  it("says when no lead matches", async () => {
    serve(() => json([]));
    renderPage();
    expect(await screen.findByText("No leads match these filters.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Leads" })).not.toBeInTheDocument();
  });

  it("says inline when the leads cannot be loaded", async () => {
    serve(() => json({ message: "Something went wrong" }, 500));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the leads.");
  });
});
