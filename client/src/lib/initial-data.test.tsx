// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import type { Business, Professional } from "@shared/schema";
import { AppProvider } from "@/app/provider";
import BusinessPage from "@/app/routes/business";
import HomePage from "@/app/routes/home";
import ProfessionalPage from "@/app/routes/professional";
import { createQueryClient } from "@/lib/query-client";
import { stubFetch } from "@/test/render";
import { MEN_ON_THE_MOVE_PROFILES } from "@shared/magazine-links";
import { readInitialData, seedQueryClient } from "./initial-data";

/** The reviews section's own reads (issue 30): the listing's reviews and the signed-in member's review. */
const isReviewsRead = (url: string) => /^\/api\/(listings\/[a-z]+\/\d+\/reviews|account\/my-reviews\/)/.test(url);

const pro: Professional = {
  id: 7,
  name: "Ana Sample",
  title: "Tax Attorney",
  titleEs: null,
  company: "Sample Law",
  photoUrl: null,
  phone: null,
  email: null,
  address: null,
  bio: null,
  bioEs: null,
  businessId: 3,
  categoryId: 2,
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
  name: "Sample Law Firm",
  description: "A sample firm.",
  descriptionEs: null,
  address: null,
  phone: null,
  website: null,
  logoUrl: null,
  categoryId: 2,
  category: "Legal Services",
  categoryEs: null,
  email: null,
  zipCode: null,
  services: [],
  servicesEs: [],
  languages: ["en"],
  socialMedia: [],
  hours: null,
  latitude: null,
  longitude: null,
};

afterEach(() => vi.unstubAllGlobals());

/** Renders a page the way main.tsx does: the query client seeded before the first render. */
function renderSeeded(path: string, data: InitialData, ui: React.ReactNode) {
  const client = createQueryClient();
  seedQueryClient(client, data);
  const location = memoryLocation({ path });
  return render(
    <AppProvider queryClient={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProvider>,
  );
}

// Server and client build their keys from shared/query-keys.ts; this checks the rest of the hand-off:
// each page asks for exactly the entries the server writes, in the shape it writes them (a paged list as an infinite query).
describe("pages seeded with the server's first data", () => {
  it("home shows the filtered professionals, businesses and categories without any request", async () => {
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    renderSeeded(
      "/?category=legal&search=%20ana%20",
      {
        queries: [
          { key: queryKeys.categories(), data: [{ id: 2, name: "Legal Services", slug: "legal" }] },
          { key: queryKeys.professionals(["legal"], " ana "), data: { rows: [pro], total: 61, nextCursor: "abc" }, infinite: true },
          { key: queryKeys.businesses(), data: { rows: [biz], total: 1 }, infinite: true },
          { key: queryKeys.listingCards(MEN_ON_THE_MOVE_PROFILES), data: [] },
        ],
      },
      <HomePage />,
    );
    expect(screen.getByText("61 professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ana Sample" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more (1 of 61 shown)" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Legal Services" })).toBeChecked();
    // The businesses' list is a chunk of its own (below the fold): its seeded rows show once it has loaded.
    expect(await screen.findByRole("heading", { name: "Sample Law Firm" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a professional page renders its record and related business without reading anything (its one request is the view count)", () => {
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    const data = {
      queries: [
        { key: queryKeys.professional(7), data: pro },
        { key: queryKeys.listingFeatures("professional", 7), data: [{ slug: "a-story", title: "A Story", issue: "June/July 2013", issuePath: "/2013/06" }] },
        { key: queryKeys.business(3), data: biz },
      ],
    };
    renderSeeded("/professional/7", data, <Route path="/professional/:id" component={ProfessionalPage} />);
    expect(screen.getByRole("heading", { name: "Ana Sample", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "A Story" })).toHaveAttribute("href", "/articles/a-story");
    expect(screen.getByRole("heading", { name: "Sample Law Firm" })).toBeInTheDocument();
    // Listing statistics (issue 17): the page's view beacon is a POST that counts, not a read. The
    // reviews section (issue 30) reads its own reviews: not part of the server's first data yet.
    expect(calls.filter((url) => !isReviewsRead(url))).toEqual(["/api/stats/events"]);
  });

  it("a business page renders its record and team, counting one view; a null record is the not-found state and counts none", () => {
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    const data = {
      queries: [
        { key: queryKeys.business(3), data: biz },
        { key: queryKeys.businessProfessionals(3), data: [pro] },
        { key: queryKeys.listingFeatures("business", 3), data: [] },
      ],
    };
    const view = renderSeeded("/business/3", data, <Route path="/business/:id" component={BusinessPage} />);
    expect(screen.getByRole("heading", { name: "Sample Law Firm", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ana Sample" })).toBeInTheDocument();
    view.unmount();
    renderSeeded(
      "/business/9",
      {
        queries: [
          { key: queryKeys.business(9), data: null },
          { key: queryKeys.listingFeatures("business", 9), data: null },
        ],
      },
      <Route path="/business/:id" component={BusinessPage} />,
    );
    expect(screen.getByRole("heading", { name: "Business Not Found" })).toBeInTheDocument();
    expect(calls.filter((url) => !isReviewsRead(url))).toEqual(["/api/stats/events"]);
  });
});

describe("readInitialData", () => {
  const withScript = (text: string) => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${text}</script>`;
    return doc;
  };

  it("reads the embedded JSON, \\u003c escapes included", () => {
    expect(readInitialData(withScript('{"queries":[{"key":["/api/categories"],"data":[{"name":"\\u003c/script>"}]}]}'))).toEqual({
      queries: [{ key: ["/api/categories"], data: [{ name: "</script>" }] }],
    });
  });

  it("gives null for a missing or broken payload, so the page fetches as usual", () => {
    expect(readInitialData(document.implementation.createHTMLDocument())).toBeNull();
    expect(readInitialData(withScript("{not json"))).toBeNull();
    expect(readInitialData(withScript('{"other":1}'))).toBeNull();
  });
});
