// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { aProfessional } from "@shared/listing-fixtures";
import type { OpeningHours } from "@shared/hours";
import { activateLocale } from "@/i18n/i18n";
import { catalogs, type CatalogName } from "@/i18n/catalogs";
import { json, renderAt, stubFetch } from "@/test/render";
import { ListingFreshness } from "./listing-freshness";
import { ListingHours } from "./listing-hours";
import { ProfessionalsSection } from "./professionals-section";

const all = Object.keys(catalogs) as CatalogName[];
/** Spanish times keep their spaces from breaking ("5\u00a0p.\u00a0m."): compared as plain spaces. */
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, " ");
const make = (id: number) => aProfessional({ id, name: `Persona ${id}`, title: "Contador", categoryId: 1, category: "Banking" });
const office = [{ open: "09:00", close: "17:00" }];
const HOURS: OpeningHours = { weekly: [[], office, office, office, office, office, []], special: [{ date: "2026-11-26", shifts: [], label: "Thanksgiving" }] };

beforeAll(() => activateLocale("es", all));
afterAll(() => activateLocale("en", all));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubProfessionals(total: number) {
  stubFetch((url) => {
    if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
    const res = json(Array.from({ length: Math.min(total, 2) }, (_, i) => make(i + 1)));
    res.headers.set("X-Total-Count", String(total));
    if (total > 2) res.headers.set("X-Next-Cursor", "abc");
    return res;
  });
}

describe("the directory in Spanish (issue 29)", () => {
  it("counts professionals with Spanish plurals", async () => {
    stubProfessionals(1);
    const one = renderAt("/", <ProfessionalsSection />);
    expect(await screen.findByText("1 profesional encontrado en San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Profesionales de San Antonio" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver el perfil de Persona 1" })).toHaveTextContent("Ver perfil →");
    one.unmount();

    stubProfessionals(12);
    renderAt("/", <ProfessionalsSection />);
    expect(await screen.findByText("12 profesionales encontrados en San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cargar más (se muestran 2 de 12)" })).toBeInTheDocument();
  });

  it("says in Spanish how many listings near me left out for having no address", async () => {
    stubFetch((url) => {
      if (url === "/api/categories") return json([]);
      const res = json([make(1)]);
      res.headers.set("X-Total-Count", "1");
      res.headers.set("X-Unplaced-Count", "1");
      return res;
    });
    renderAt("/?near=78205&sort=distance", <ProfessionalsSection />);
    expect(await screen.findByText("1 ficha sin dirección quedó fuera de esta lista.")).toBeInTheDocument();
  });

  it("words the hours, a holiday and the freshness date in Spanish", () => {
    // Monday 2:30 PM in San Antonio; Thanksgiving that Thursday.
    vi.useFakeTimers({ now: new Date("2026-11-23T20:30:00Z") });
    render(<ListingHours hours={HOURS} />);
    expect(text(screen.getByTestId("hours-status"))).toBe("Abierto ahora · cierra a las 5 p. m.");
    expect(text(screen.getByRole("row", { name: /Lunes \(hoy\)/ }))).toContain("9 a. m. – 5 p. m.");
    expect(screen.getByText((_, el) => el?.tagName === "LI" && text(el) === "Jue, 26 nov (Día de Acción de Gracias): Cerrado")).toBeInTheDocument();
    render(<ListingFreshness freshness={{ by: "owner", on: "2026-11-23" }} />);
    expect(screen.getByText("Actualizado por el propietario el 23 de noviembre de 2026")).toBeInTheDocument();
  });

  it("says a listing is closed for the holiday, and when it opens next, at one o'clock", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T18:00:00Z") });
    const view = render(<ListingHours hours={HOURS} />);
    expect(text(screen.getByTestId("hours-status"))).toBe("Cerrado hoy (Día de Acción de Gracias)");
    view.unmount();
    // Saturday noon: closed until Monday 1 PM.
    const late: OpeningHours = { weekly: [[], [{ open: "13:00", close: "18:00" }], [], [], [], [], []], special: [] };
    vi.setSystemTime(new Date("2026-11-28T18:00:00Z"));
    render(<ListingHours hours={late} />);
    expect(text(screen.getByTestId("hours-status"))).toBe("Cerrado · abre el lunes a la 1 p. m.");
  });
});
