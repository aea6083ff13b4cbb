// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { listingFromInquiryHref, type ListingDraft } from "@shared/admin/inbox";
import { json, renderAt, stubFetch } from "@/test/render";
import AdminListingsScreen from "./admin-listings";

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
        : json({ id: 12, name: "Ana Sample", title: "Baker", unpublishedAt: null, updatedAt: "2026-11-20T15:00:00.000Z" }),
    );
    renderAt("/professionals/12", <AdminListingsScreen />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole("tab", { name: "History" }));
    expect(await screen.findByText("No changes recorded yet.")).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("/api/admin/audit?") && c.includes("entityType=professional") && c.includes("entityId=12"))).toBe(true);
  });
});
