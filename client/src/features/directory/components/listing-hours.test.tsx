// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { LISTING_CLOCK_ELEMENT_ID, type OpeningHours } from "@shared/hours";
import { ListingHours } from "./listing-hours";

const office = [{ open: "09:00", close: "17:00" }];
const HOURS: OpeningHours = { weekly: [[], office, office, office, office, office, []], special: [{ date: "2026-11-26", shifts: [], label: "Thanksgiving" }] };

afterEach(() => vi.useRealTimers());

describe("ListingHours", () => {
  it("first shows the line at the server's instant, then the browser's, then refreshes at the next minute", async () => {
    // The server rendered at Monday 4:59 PM; the browser's clock says Monday 8:59 AM.
    const clock = document.createElement("script");
    clock.type = "application/json";
    clock.id = LISTING_CLOCK_ELEMENT_ID;
    clock.textContent = JSON.stringify({ now: "2026-11-23T22:59:00.000Z", status: "Open now · closes 5 PM" });
    document.body.append(clock);
    vi.useFakeTimers({ now: new Date("2026-11-23T14:59:30Z") });

    render(<ListingHours hours={HOURS} />);
    expect(screen.getByTestId("hours-status").textContent).toBe("Open now · closes 5 PM");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("hours-status").textContent).toBe("Closed · opens 9 AM");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId("hours-status").textContent).toBe("Open now · closes 5 PM");
    expect(screen.getByRole("row", { name: /Monday \(today\)/ }).textContent).toContain("9 AM – 5 PM");
    expect(screen.getByText("Thu, Nov 26 (Thanksgiving): Closed")).toBeTruthy();
  });
});
