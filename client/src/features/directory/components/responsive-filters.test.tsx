// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

const categories = [
  { id: 1, name: "Banking", slug: "banking" },
  { id: 2, name: "Legal Services", slug: "legal" },
  { id: 3, name: "Dental", slug: "dental" },
];

/** A window `width` px wide, as far as CSS media queries go (jsdom has no layout). */
function screenWidth(width: number) {
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

function serveDirectory() {
  return stubFetch((url) => {
    if (url === "/api/categories") return json(categories);
    const res = json([]);
    res.headers.set("X-Total-Count", "12");
    return res;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the professionals' filters on a phone (below 1024 px)", () => {
  it("put the results first: the search box and a Filters button counting the active filters, no sidebar", async () => {
    screenWidth(375);
    serveDirectory();
    renderAt("/?category=banking&category=legal&search=ana", <ProfessionalsSection />);
    expect(await screen.findByRole("button", { name: "Filters (2)" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("ana");
    expect(screen.queryByRole("complementary", { name: "Filter professionals" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("say only Filters when none is set", async () => {
    screenWidth(375);
    serveDirectory();
    renderAt("/?search=ana", <ProfessionalsSection />);
    expect(await screen.findByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("open the sidebar in a modal sheet without a second search box; a choice applies at once and the count follows", async () => {
    screenWidth(375);
    serveDirectory();
    const user = userEvent.setup();
    const { location } = renderAt("/?category=banking", <ProfessionalsSection />);
    await user.click(await screen.findByRole("button", { name: "Filters (1)" }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    // Modal: the page behind it is hidden from assistive technology while it is open.
    expect(screen.queryByRole("button", { name: "Filters (1)" })).toBeNull();
    expect(within(sheet).queryByRole("searchbox")).toBeNull();
    expect(screen.getAllByRole("searchbox", { hidden: true })).toHaveLength(1);
    expect(await within(sheet).findByRole("checkbox", { name: "Banking" })).toBeChecked();
    await user.click(within(sheet).getByRole("checkbox", { name: "Dental" }));
    expect(location.history?.at(-1)).toBe("/?category=banking&category=dental");
    expect(screen.getByRole("button", { name: "Filters (2)", hidden: true })).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Show 12 results" })).toBeInTheDocument();
  });

  it("close on Escape and give focus back to the Filters button", async () => {
    screenWidth(375);
    serveDirectory();
    const user = userEvent.setup();
    renderAt("/", <ProfessionalsSection />);
    const button = await screen.findByRole("button", { name: "Filters" });
    await user.click(button);
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    // Focus moved into the sheet.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("keep Tab inside the sheet while it is open", async () => {
    screenWidth(375);
    serveDirectory();
    const user = userEvent.setup();
    renderAt("/", <ProfessionalsSection />);
    await user.click(await screen.findByRole("button", { name: "Filters" }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await within(sheet).findByRole("checkbox", { name: "Dental" });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(sheet.contains(document.activeElement), `after ${i + 1} Tab`).toBe(true);
    }
  });

  it("close from the results button and land on the results, not on the Filters button (issue 28 item 7)", async () => {
    screenWidth(375);
    serveDirectory();
    // jsdom has no layout: record where the page was asked to scroll.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderAt("/", <ProfessionalsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Filters" }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    fireEvent.click(await within(sheet).findByRole("button", { name: "Show 12 results" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const results = document.getElementById("professionals-results")!;
    await waitFor(() => expect(results).toHaveFocus());
    expect(scrolled).toContain(results);
    expect(results).toHaveTextContent("12 professionals found in San Antonio, Texas");
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe("the professionals' filters on a wide screen", () => {
  it("keep the sidebar beside the results, with its search box, and no Filters button", async () => {
    screenWidth(1280);
    serveDirectory();
    renderAt("/?category=banking", <ProfessionalsSection />);
    const sidebar = await screen.findByRole("complementary", { name: "Filter professionals" });
    expect(within(sidebar).getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
    expect(await within(sidebar).findByRole("checkbox", { name: "Banking" })).toBeChecked();
    expect(screen.queryByRole("button", { name: /^Filters/ })).toBeNull();
  });

  it("follow the window across the breakpoint", async () => {
    const screenSize = screenWidth(1280);
    serveDirectory();
    renderAt("/", <ProfessionalsSection />);
    await screen.findByRole("complementary", { name: "Filter professionals" });
    screenSize.resize(600);
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Filter professionals" })).toBeNull();
  });
});
