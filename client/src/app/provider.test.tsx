// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { AppProvider } from "./provider";

const region = () => screen.queryByRole("region", { name: "Notifications (F8)" });

/** Pretends the document is still loading until the test fires the load event. */
function whileLoading() {
  const spy = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  return () => {
    spy.mockRestore();
    act(() => void window.dispatchEvent(new Event("load")));
  };
}

describe("AppProvider's toast region", () => {
  // Loaded ahead, so only the provider's own waiting can keep the region out.
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => dismissToast());
  });

  it("mounts only after the page's load event, so its chunks never compete with the screen's", async () => {
    const load = whileLoading();
    render(<AppProvider>page</AppProvider>);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region()).toBeNull();
    load();
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });

  it("then waits for the browser to be idle, so its chunks start after the page's first paint", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    try {
      const load = whileLoading();
      render(<AppProvider>page</AppProvider>);
      load();
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(idle).toHaveLength(1);
      expect(region()).toBeNull();
      act(() => idle[0]!());
      expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows a toast asked for before it mounted", async () => {
    const load = whileLoading();
    render(<AppProvider>page</AppProvider>);
    act(() => void toast({ title: "Message Sent!" }));
    load();
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
  });

  it("mounts at once when the page had loaded already", async () => {
    render(<AppProvider>page</AppProvider>);
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });
});
