// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ListingStats, StatCounts } from "@shared/listing-stats";
import { catalogs, type CatalogName } from "@/i18n/catalogs";
import { activateLocale } from "@/i18n/i18n";
import { StatsSection } from "@/features/listing-stats/account/components/stats-section";
import { json, renderAt, stubFetch } from "@/test/render";
import AccountScreen from "./account-screen";

// The owners' area in Spanish (issue 29): every catalog's Spanish, then English again for the other tests.
beforeAll(() => activateLocale("es", Object.keys(catalogs) as CatalogName[]));
afterAll(() => activateLocale("en", Object.keys(catalogs) as CatalogName[]));
afterEach(() => vi.unstubAllGlobals());

const zero: StatCounts = { views: 0, visitors: 0, appearances: 0, phoneClicks: 0, websiteClicks: 0, contactClicks: 0, mapClicks: 0, messages: 0 };
const stats = (views: number[]): ListingStats => ({
  from: "2026-10-28",
  to: "2026-11-26",
  days: views.map((v, i) => ({ ...zero, day: `2026-11-${String(i + 1).padStart(2, "0")}`, views: v })),
  totals: { ...zero, views: views.reduce((a, b) => a + b, 0), visitors: 1234 },
  category: null,
  terms: [],
  responses: { own: null, category: null },
  embeds: { last30: { sites: [], total: 0 }, last90: { sites: [], total: 0 } },
});

/** The views chart (an SVG of role img: jsdom counts it as hidden, so it is asked for with hidden). */
const chart = () => screen.findByRole("img", { hidden: true });

describe("the owners' area in Spanish", () => {
  it("asks an owner to sign in, in usted Spanish", async () => {
    stubFetch(() => json({ message: "Sign in to continue." }, 401));
    renderAt("/account", <AccountScreen />);
    expect(await screen.findByRole("heading", { name: "Inicie sesión para administrar su ficha" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Su ficha" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envíenme un enlace de acceso" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Correo electrónico/ })).toBeInTheDocument();
  });

  it("gives a signed-in owner their listings and the way back to /es/account", async () => {
    stubFetch((url) => {
      if (url === "/api/account/me") return json({ id: "o1", email: "rosa@example.com", name: "Rosa" });
      if (url === "/api/account/listings") return json([{ kind: "professional", id: 7, name: "Rosa Garza", href: "/professional/7" }]);
      return json({ message: "no stub" }, 404);
    });
    renderAt("/account", <AccountScreen />);
    const bar = await screen.findByRole("navigation", { name: "Su cuenta" });
    expect(within(bar).getByRole("link", { name: "Sus fichas" })).toHaveAttribute("href", "/es/account");
    expect(within(bar).getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
    expect(within(bar).getByText("Sesión iniciada como rosa@example.com")).toBeInTheDocument();
    expect(await screen.findByText("Profesional")).toBeInTheDocument();
  });

  it("counts the statistics with Spanish plurals, dates and numbers", async () => {
    stubFetch(() => json(stats([1])));
    const { unmount } = renderAt("/", <StatsSection kind="professional" id={7} />);
    expect(await screen.findByRole("heading", { name: "Estadísticas" })).toBeInTheDocument();
    expect(await chart()).toHaveAccessibleName(/^Vistas de la página por día, del 28 oct\.? al 26 nov\.?: 1 vista en total, como máximo 1 en un día\./);
    expect(screen.getByRole("rowheader", { name: "Visitantes únicos" })).toBeInTheDocument();
    expect(screen.getByTestId("stat-visitors")).toHaveTextContent(/^1[\s,.]?234$/);
    unmount();

    stubFetch(() => json(stats([5, 7])));
    renderAt("/", <StatsSection kind="professional" id={7} />);
    expect(await chart()).toHaveAccessibleName(/12 vistas en total, como máximo 7 en un día/);
  });

  it("shows where the badge was shown, by site, over 30 or 90 days, in Spanish", async () => {
    stubFetch(() =>
      json({
        ...stats([1]),
        embeds: {
          last30: { sites: [{ site: "camara.example.org", views: 1200 }], total: 1200 },
          last90: {
            sites: [
              { site: "camara.example.org", views: 1500 },
              { site: "blog.example.net", views: 1 },
            ],
            total: 1501,
          },
        },
      }),
    );
    renderAt("/", <StatsSection kind="professional" id={7} />);
    const table = await screen.findByRole("table", { name: "Su insignia en otros sitios" });
    expect(within(table).getByRole("columnheader", { name: "Veces mostrada" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["SitioVeces mostrada", expect.stringMatching(/^camara\.example\.org1[\s,.]?200$/)]);
    expect(screen.getByTestId("embeds-total")).toHaveTextContent(/^Mostrada 1[\s,.]?200 veces en total en los últimos 30 días$/);
    await userEvent.click(screen.getByRole("radio", { name: "Últimos 90 días" }));
    expect(within(table).getByRole("cell", { name: "blog.example.net" })).toBeInTheDocument();
    expect(screen.getByTestId("embeds-total")).toHaveTextContent(/^Mostrada 1[\s,.]?501 veces en total en los últimos 90 días$/);
  });

  it("says so when no other site has shown the badge", async () => {
    stubFetch(() => json(stats([1])));
    renderAt("/", <StatsSection kind="professional" id={7} />);
    expect(await screen.findByText("Ningún otro sitio ha mostrado su insignia en los últimos 30 días.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Su insignia en otros sitios" })).not.toBeInTheDocument();
  });
});
