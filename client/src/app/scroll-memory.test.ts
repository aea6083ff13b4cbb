// @vitest-environment jsdom
export {}; // a module: it awaits its import at the top level

/** jsdom has no layout: the window's scroll position is this number, clamped to the page's height. */
let y = 0;
let maxY = 10_000;
Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
window.scrollTo = ((_x: number, next: number) => {
  y = Math.max(0, Math.min(next, maxY));
  window.dispatchEvent(new Event("scroll"));
}) as typeof window.scrollTo;

// Imported after the stubs: the module starts listening when it loads, as the app's code does.
const { scrollBackTo, takeReturnPosition } = await import("./scroll-memory");

const popTo = (go: () => void) =>
  new Promise<void>((resolve) => {
    window.addEventListener("popstate", () => resolve(), { once: true });
    go();
  });
/** What wouter's navigate does: a new entry whose state is null. */
const push = (path: string) => history.pushState(null, "", path);
const scrollPageTo = (to: number) => window.scrollTo(0, to);

beforeEach(() => {
  maxY = 10_000;
  scrollPageTo(0);
  takeReturnPosition();
});

describe("scroll memory", () => {
  it("gives back the position of the entry Back returns to, once, for that address only", async () => {
    push("/?category=banking");
    scrollPageTo(2400);
    push("/professional/7");
    scrollPageTo(300);
    await popTo(() => history.back());
    expect(location.pathname + location.search).toBe("/?category=banking");
    expect(takeReturnPosition()).toBe(2400);
    expect(takeReturnPosition()).toBeUndefined();
    // Forward again: the profile's own position.
    await popTo(() => history.forward());
    expect(takeReturnPosition()).toBe(300);
  });

  it("files the position at the click that leaves a page, even when nothing scrolled on it", async () => {
    push("/?search=tax");
    y = 1800; // the page kept the position of the entry before it: no scroll event on this one
    document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    push("/professional/9");
    scrollPageTo(0);
    await popTo(() => history.back());
    expect(takeReturnPosition()).toBe(1800);
  });

  it("says nothing after a new navigation: that one starts at the top or its #anchor", () => {
    push("/archive");
    expect(takeReturnPosition()).toBeUndefined();
  });

  it("keeps the state the router put in an entry", () => {
    history.pushState({ from: "router" }, "", "/contact");
    scrollPageTo(50);
    expect(history.state).toMatchObject({ from: "router", scrollKey: expect.any(String) });
  });

  it("waits for the page to grow tall enough before giving up", async () => {
    maxY = 500; // the page has not drawn its later parts yet
    scrollBackTo(2400);
    expect(window.scrollY).toBe(500);
    maxY = 5000;
    await vi.waitFor(() => expect(window.scrollY).toBe(2400));
  });
});
