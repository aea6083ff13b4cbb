// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Toaster } from "./toaster";
import { dismissToast, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD } from "./use-toast";

const shown = () => screen.getByRole("region", { name: "Notifications (F8)" }).querySelectorAll("li");

describe("Toaster", () => {
  afterEach(() => act(() => dismissToast()));

  it("keeps the toast constants: one visible, 5 s shown, removal 1,000,000 ms after dismissal, 50 px swipe", () => {
    expect([TOAST_LIMIT, TOAST_DURATION, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD]).toEqual([1, 5000, 1_000_000, 50]);
  });

  it("shows one toast at a time: a new one replaces the old", () => {
    render(<Toaster />);
    act(() => void toast({ title: "First", description: "one" }));
    act(() => void toast({ title: "Second", description: "two", variant: "destructive" }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent("Second");
    expect(shown()[0]).toHaveAttribute("data-variant", "destructive");
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });

  it("closes after 5 seconds", () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: "Saved" }));
      expect(shown()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(TOAST_DURATION + 100));
      expect(shown()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is at most 420 px wide, at the top on phones and bottom right from the sm breakpoint", () => {
    render(<Toaster />);
    const viewport = screen.getByRole("region", { name: "Notifications (F8)" }).querySelector("ol")!;
    expect(viewport.className).toMatch(/(^| )max-w-\[420px\]( |$)/);
    expect(viewport.className).toMatch(/(^| )top-0( |$)/);
    expect(viewport.className).toMatch(/sm:bottom-0/);
    expect(viewport.className).toMatch(/sm:right-0/);
  });
});
