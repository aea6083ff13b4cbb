// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditEntry } from "@shared/admin/audit";
import { listingFromInquiryHref, type ListingDraft } from "@shared/admin/inbox";
import { anAuditEntry } from "@/test/audit-entry";
import { json, renderAt, stubFetch } from "@/test/render";
import AdminListingsScreen from "./admin-listings";

/** A listing's 30-day totals as GET /api/admin/professionals/:id/stats answers them. */
const STATS = {
  from: "2026-10-22",
  to: "2026-11-20",
  totals: { views: 1234, visitors: 800, appearances: 3000, phoneClicks: 12, websiteClicks: 9, contactClicks: 4, mapClicks: 7, messages: 2 },
};

afterEach(() => vi.unstubAllGlobals());

const draft: ListingDraft = {
  inquiryId: 7,
  business: {
    name: "Sample Bakery",
    description: "Sample text: a fictional bakery.",
    phone: "210-555-0142",
    website: null,
    email: "bakery@example.com",
    categoryId: null,
  },
  professional: {
    name: "Ana Sample",
    title: "Baker",
    company: "Sample Bakery",
    phone: "210-555-0142",
    website: null,
    email: "ana@example.com",
    categoryId: null,
  },
  package: "gold-monthly",
};

/** The listings screen is nested under /admin/listings: the inbox's absolute link, relative to that base. */
const underListings = (href: string) => href.replace(/^\/admin\/listings/, "");

describe("/admin/listings (composed with the audit history)", () => {
  it("prefills the create form from the inbox's Create listing from this link (?fromInquiry=)", async () => {
    const calls = stubFetch((url) => (url.includes("listing-draft") ? json(draft) : json([])));
    renderAt(underListings(listingFromInquiryHref(7, "professionals")), <AdminListingsScreen />);
    expect(await screen.findByRole("status")).toHaveTextContent("Prefilled from message #7 (package chosen: gold-monthly)");
    const form = screen.getByRole("form", { name: "New listing" });
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveValue("Ana Sample");
    expect(within(form).getByRole("textbox", { name: "Title" })).toHaveValue("Baker");
    expect(within(form).getByRole("textbox", { name: "Company" })).toHaveValue("Sample Bakery");
    expect(within(form).getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");
    expect(calls).toContain("/api/admin/inquiries/7/listing-draft");
  });

  it("prefills a business from the same draft, and says so when the message cannot be loaded", async () => {
    stubFetch((url) => (url.includes("listing-draft") ? json(draft) : json([])));
    const { unmount } = renderAt(underListings(listingFromInquiryHref(7, "businesses")), <AdminListingsScreen />);
    expect(await screen.findByDisplayValue("Sample text: a fictional bakery.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Sample Bakery");
    unmount();
    vi.unstubAllGlobals();
    stubFetch((url) => (url.includes("listing-draft") ? json({ message: "Inquiry not found" }, 404) : json([])));
    renderAt("/businesses/new?fromInquiry=99", <AdminListingsScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load message #99");
  });

  it("shows the listing's audit history in the History tab", async () => {
    const calls = stubFetch((url) =>
      url.startsWith("/api/admin/audit")
        ? json([])
        : url.endsWith("/stats")
          ? json(STATS)
          : url.endsWith("/photos")
            ? json([])
            : url.includes("categories")
              ? json([])
              : json({ id: 12, name: "Ana Sample", title: "Baker", unpublishedAt: null, updatedAt: "2026-11-20T15:00:00.000Z" }),
    );
    renderAt("/professionals/12", <AdminListingsScreen />);
    // The statistics feature's 30-day totals, composed above the tabs.
    expect(await screen.findByTestId("admin-stat-views")).toHaveTextContent("1,234");
    await userEvent.setup({ delay: null }).click(await screen.findByRole("tab", { name: "History" }));
    expect(await screen.findByText("No changes recorded yet.")).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("/api/admin/audit?") && c.includes("entityType=professional") && c.includes("entityId=12"))).toBe(true);
  });

  it("keeps the History tab open through a revert, and reads its list and the listing again", async () => {
    const change = anAuditEntry();
    const revert: AuditEntry = {
      ...change,
      id: 42,
      action: "professional.revert",
      before: change.after,
      after: change.before,
      revertsId: 41,
      revertable: false,
    };
    let reverted = false;
    stubFetch((url, init) => {
      if (init?.method === "POST" && url === "/api/admin/audit/41/revert") {
        reverted = true;
        return json(revert, 201);
      }
      if (url.startsWith("/api/admin/audit")) return json(reverted ? [revert, { ...change, revertedById: 42, revertable: false }] : [change]);
      if (url.includes("categories")) return json([]);
      if (url.endsWith("/stats")) return json(STATS);
      if (url.endsWith("/photos")) return json([]);
      // The revert is a change of the listing: a new phone, a new updatedAt.
      return json({
        id: 12,
        name: "Ana Sample",
        title: "Baker",
        phone: reverted ? "210-555-0101" : "210-555-0102",
        unpublishedAt: null,
        updatedAt: reverted ? "2026-11-20T16:00:00.000Z" : "2026-11-20T15:00:00.000Z",
      });
    });
    renderAt("/professionals/12", <AdminListingsScreen />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: "Revert" }));

    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(2));
    expect(screen.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "History" })).toBeInTheDocument();
    // Back on Details, the form shows the listing as stored after the revert.
    await user.click(screen.getByRole("tab", { name: "Details" }));
    expect(await screen.findByRole("textbox", { name: "Phone" })).toHaveValue("210-555-0101");
    // Each open tab names its panel, which is labelled by the tab (issue 28 item 14: a tab without a tabpanel was the Nu HTML Checker's error).
    const details = screen.getByRole("tabpanel", { name: "Details" });
    expect(screen.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-controls", details.id);
    expect(within(details).getByRole("textbox", { name: "Phone" })).toBeInTheDocument();
  });
});
