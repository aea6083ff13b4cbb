// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { Route } from "wouter";
import type { Business, Professional } from "@shared/schema";
import BusinessPage from "@/app/routes/business";
import BusinessesPage from "@/app/routes/businesses";
import ProfessionalPage from "@/app/routes/professional";
import { json, renderAt, stubFetch } from "@/test/render";

const pro: Professional = {
  id: 7,
  name: "Ana Sample",
  title: "Tax Attorney",
  titleEs: null,
  company: "Sample Law",
  photoUrl: null,
  phone: null,
  email: "ana@example.com",
  address: null,
  bio: "First paragraph.\n\nSecond paragraph.",
  bioEs: null,
  businessId: 3,
  categoryId: 1,
  category: "Legal Services",
  categoryEs: null,
  website: null,
  education: [],
  awards: [],
  specialties: [],
  specialtiesEs: [],
  languages: ["en"],
  socialMedia: [],
  goldUntil: null,
  hours: null,
  latitude: null,
  longitude: null,
};
const biz: Business = {
  id: 3,
  name: "Sample Law",
  description: "A sample firm.",
  descriptionEs: null,
  address: "1 Main St, San Antonio, TX 78205",
  phone: "210-555-0101",
  website: null,
  logoUrl: null,
  categoryId: 1,
  category: "Legal Services",
  categoryEs: null,
  email: null,
  zipCode: "78205",
  services: [],
  servicesEs: [],
  languages: ["en"],
  socialMedia: [],
  hours: null,
  latitude: null,
  longitude: null,
};

afterEach(() => vi.unstubAllGlobals());

const professionalAt = (path: string) => renderAt(path, <Route path="/professional/:id" component={ProfessionalPage} />);
const businessAt = (path: string) => renderAt(path, <Route path="/business/:id" component={BusinessPage} />);

describe("professional page states", () => {
  it.each(["/professional/0", "/professional/-1", "/professional/99999999999"])(
    "shows Not Found for %s, a number no listing has, without calling the API",
    async (path) => {
      const calls = stubFetch(() => json({}));
      professionalAt(path);
      expect(await screen.findByRole("heading", { name: "Professional Not Found" })).toBeInTheDocument();
      expect(calls).toEqual([]);
    },
  );

  it("shows the invalid-id message without calling the API", async () => {
    const calls = stubFetch(() => json({}));
    professionalAt("/professional/abc");
    expect(await screen.findByRole("heading", { name: "Invalid Professional ID" })).toBeInTheDocument();
    expect(screen.getByText("Please check the URL and try again.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Directory" })).toHaveAttribute("href", "/");
    expect(calls).toEqual([]);
  });

  it("shows skeletons while loading", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    professionalAt("/professional/7");
    expect(screen.getAllByTestId("skeleton").length).toBeGreaterThan(0);
  });

  it("shows the error message when the API fails", async () => {
    stubFetch(() => json({ message: "down" }, 500));
    professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Error Loading Professional" })).toBeInTheDocument();
    expect(screen.getByText("Unable to load professional profile. Please try again later.")).toBeInTheDocument();
  });

  it("shows not-found for a 404", async () => {
    stubFetch(() => json({ message: "No professional with id 7" }, 404));
    professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Professional Not Found" })).toBeInTheDocument();
  });

  it("shows Contact only with an email, Call Now only with a phone, the bio paragraphs and the related business", async () => {
    const calls = stubFetch((url) => (url.endsWith("/api/professionals/7") ? json(pro) : url.endsWith("/features") ? json([]) : json(biz)));
    professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Ana Sample", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Call Now" })).toBeNull();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact?professional=Ana+Sample&email=ana%40example.com&listing=professional%3A7",
    );
    expect(screen.getByText("First paragraph.")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "View Business →" })).toHaveAttribute("href", "/business/3");
    // The reads, and the statistics' view beacon (jsdom has no sendBeacon: its keepalive fetch); the
    // reviews section (issue 30) reads its own reviews beside them.
    expect(calls.filter((url) => !/\/reviews|\/my-reviews\//.test(url))).toEqual([
      "/api/professionals/7",
      "/api/professionals/7/features",
      "/api/businesses/3",
      "/api/stats/events",
    ]);
  });

  it("leaves out the Related Business section when that business no longer exists", async () => {
    const calls = stubFetch((url) => (url.endsWith("/api/professionals/7") ? json(pro) : json({ message: "No business with id 3" }, 404)));
    professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Ana Sample", level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toContain("/api/businesses/3"));
    await vi.waitFor(() => expect(screen.queryByTestId("skeleton")).toBeNull());
    expect(screen.queryByRole("heading", { name: "Related Business" })).toBeNull();
  });
});

describe("business page states", () => {
  it("shows invalid id, error and not found", async () => {
    stubFetch(() => json({}, 500));
    const first = businessAt("/business/abc");
    expect(await screen.findByRole("heading", { name: "Invalid Business ID" })).toBeInTheDocument();
    first.unmount();
    const second = businessAt("/business/3");
    expect(await screen.findByRole("heading", { name: "Error Loading Business" })).toBeInTheDocument();
    second.unmount();
    stubFetch(() => json({ message: "none" }, 404));
    businessAt("/business/3");
    expect(await screen.findByRole("heading", { name: "Business Not Found" })).toBeInTheDocument();
  });

  it("shows the location card without a maps key, and the professionals the API lists for this business", async () => {
    const calls = stubFetch((url) => (url === "/api/businesses/3" ? json(biz) : json([pro])));
    businessAt("/business/3");
    expect(await screen.findByRole("heading", { name: "Sample Law", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", expect.stringContaining("1%20Main%20St"));
    // No maps key: the page says the map is not set up, not that it is unavailable "right now" (issue 28 item 12).
    expect(within(screen.getByTestId("location-card")).getByText("The map is not set up on this site.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "View profile of Ana Sample" })).toHaveAttribute("href", "/professional/7");
    expect(calls).toContain("/api/professionals/?businessId=3&limit=100");
  });
});

describe("withdrawn listings", () => {
  it("shows 'no longer available' for a professional or business the API answers 410 Gone for, and no Related Business card for a withdrawn business", async () => {
    stubFetch(() => json({ message: "This listing is no longer available." }, 410));
    const first = professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Listing No Longer Available" })).toBeInTheDocument();
    expect(screen.getByText("This listing is no longer available.")).toBeInTheDocument();
    first.unmount();
    const second = businessAt("/business/3");
    expect(await screen.findByRole("heading", { name: "Listing No Longer Available" })).toBeInTheDocument();
    second.unmount();
    const calls = stubFetch((url) => (url.endsWith("/api/professionals/7") ? json(pro) : json({ message: "gone" }, 410)));
    professionalAt("/professional/7");
    expect(await screen.findByRole("heading", { name: "Ana Sample", level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toContain("/api/businesses/3"));
    await vi.waitFor(() => expect(screen.queryByTestId("skeleton")).toBeNull());
    expect(screen.queryByRole("heading", { name: "Related Business" })).toBeNull();
  });
});

describe("business list states", () => {
  it("shows the error, the empty and the loaded states", async () => {
    stubFetch(() => json({}, 500));
    const a = renderAt("/businesses", <BusinessesPage />);
    expect(await screen.findByText("Error Loading Businesses")).toBeInTheDocument();
    a.unmount();
    stubFetch(() => json([]));
    const b = renderAt("/businesses", <BusinessesPage />);
    expect(await screen.findByText("No Businesses Found")).toBeInTheDocument();
    expect(screen.getByText("No business listings are currently available.")).toBeInTheDocument();
    b.unmount();
    stubFetch(() => json([biz]));
    renderAt("/businesses", <BusinessesPage />);
    expect(await screen.findByText("1 Business Found")).toBeInTheDocument();
    expect(screen.getByText("1 Main St")).toBeInTheDocument();
    expect(screen.getByText("San Antonio, TX 78205")).toBeInTheDocument();
  });
});
