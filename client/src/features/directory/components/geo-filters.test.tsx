// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { aProfessional } from "@shared/listing-fixtures";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

const person = (id: number, distance?: number) =>
  aProfessional({
    id,
    name: `Person ${id}`,
    title: "Title",
    categoryId: 1,
    category: "Banking",
    latitude: 29.43,
    longitude: -98.49,
    ...(distance !== undefined && { distance }),
  });

/** The API: categories, and professionals that carry a distance when the URL has near=. */
function stubDirectory() {
  return stubFetch((url) => {
    if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
    return json(url.includes("near=") ? [person(1, 480), person(2, 20_000)] : [person(1), person(2)]);
  });
}

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const asked = vi.fn(answer);
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: asked } });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("near me and open now in the home filter", () => {
  it("a ZIP pick asks for nearest first and the cards say how far", async () => {
    const calls = stubDirectory();
    const { location } = renderAt("/", <ProfessionalsSection />);
    fireEvent.change(await screen.findByLabelText("Or a ZIP code or neighborhood"), { target: { value: "78205" } });
    expect(await screen.findByText("0.3 mi away")).toBeInTheDocument();
    expect(screen.getByText("12.4 mi away")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/?near=78205&sort=distance");
    expect(calls).toContain("/api/professionals?near=78205&sort=distance");
    expect(screen.getByLabelText("Order")).toHaveValue("distance");
  });

  it("orders by highest rated without a place, and keeps it when a place is chosen then cleared", async () => {
    const calls = stubDirectory();
    const { location } = renderAt("/", <ProfessionalsSection />);
    const order = await screen.findByLabelText("Order");
    expect(screen.queryByRole("option", { name: "Nearest first" })).toBeNull();
    fireEvent.change(order, { target: { value: "rated" } });
    await waitFor(() => expect(location.history.at(-1)).toBe("/?sort=rated"));
    await waitFor(() => expect(calls).toContain("/api/professionals?sort=rated"));
    expect(screen.getByLabelText("Order")).toHaveValue("rated");
    // A newly chosen place lists nearest first; the visitor can go back to highest rated there.
    fireEvent.change(screen.getByLabelText("Or a ZIP code or neighborhood"), { target: { value: "78205" } });
    await waitFor(() => expect(location.history.at(-1)).toBe("/?near=78205&sort=distance"));
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "rated" } });
    await waitFor(() => expect(calls).toContain("/api/professionals?near=78205&sort=rated"));
  });

  it("asks for the position only when 'Use my location' is clicked, and rounds it to ~100 m", async () => {
    const calls = stubDirectory();
    const asked = stubGeolocation((ok) => ok({ coords: { latitude: 29.463212, longitude: -98.466149 } } as GeolocationPosition));
    renderAt("/", <ProfessionalsSection />);
    const button = await screen.findByRole("button", { name: "Use my location" });
    expect(asked).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText("Measuring from your location.")).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(calls).toContain("/api/professionals?near=29.463%2C-98.466&sort=distance");
  });

  it("says what to do when the visitor does not share the position", async () => {
    stubDirectory();
    stubGeolocation((_ok, fail) => fail!({ code: 1, message: "denied" } as GeolocationPositionError));
    renderAt("/", <ProfessionalsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Use my location" }));
    expect(await screen.findByText(/Location sharing is turned off for this site/)).toBeInTheDocument();
  });

  it("keeps the place, radius and open now when a category is ticked, and drops them all with Clear filters", async () => {
    const calls = stubDirectory();
    const { location } = renderAt("/?near=alamo-heights&sort=distance&radius=5&open=now", <ProfessionalsSection />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Banking" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/?category=banking&near=alamo-heights&sort=distance&radius=5&open=now"));
    expect(calls).toContain("/api/professionals?category=banking&near=alamo-heights&sort=distance&radius=5&open=now");
    expect(screen.getByLabelText("Distance")).toHaveValue("5");
    expect(screen.getByRole("checkbox", { name: /Open now/ })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("has no List | Map toggle without a Google Maps key", async () => {
    expect(import.meta.env.VITE_GOOGLE_MAPS_API_KEY).toBeFalsy();
    stubDirectory();
    renderAt("/?near=78205&sort=distance", <ProfessionalsSection />);
    expect(await screen.findByText("0.3 mi away")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Show results as" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Map" })).toBeNull();
  });
});
