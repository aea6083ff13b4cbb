// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { ResponseComparison } from "@shared/listing-stats";
import { catalogs, type CatalogName } from "@/i18n/catalogs";
import { activateLocale } from "@/i18n/i18n";
import { renderAt } from "@/test/render";
import { ResponseTable } from "./response-table";

const compared: ResponseComparison = {
  own: { medianMinutes: 95, replied: 9, total: 10 },
  category: { name: "Plumbing", listings: 3, medianMinutes: 720, rate: 0.8 },
};

describe("replies to requests beside the category's median (owners' statistics)", () => {
  afterEach(() => activateLocale("en", Object.keys(catalogs) as CatalogName[]));

  it("reads the listing's figures and the median as the page words them", () => {
    renderAt("/", <ResponseTable responses={compared} />);
    const table = screen.getByRole("table", { name: "Replies to requests" });
    const time = within(table).getByRole("row", { name: /Usual time to a first reply/ });
    expect(
      within(time)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Within 2 hours", "Within 2 business days"]);
    const rate = within(table).getByRole("row", { name: /Requests answered within 72 hours/ });
    expect(
      within(rate)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["9 of 10", "8 of 10"]);
    expect(within(table).getByRole("columnheader", { name: "Median, Plumbing" })).toBeInTheDocument();
    expect(screen.getByText("The median is of the 3 Plumbing listings with figures.")).toBeInTheDocument();
  });

  it("says when the listing has no figures yet, and shows no table without a median either", () => {
    const { unmount } = renderAt("/", <ResponseTable responses={{ ...compared, own: null }} />);
    expect(screen.getByText(/once your listing has had 5 requests in 90 days/)).toBeInTheDocument();
    expect(screen.getByTestId("response-time")).toHaveTextContent("—");
    expect(screen.getByTestId("median-response-time")).toHaveTextContent("Within 2 business days");
    unmount();
    renderAt("/", <ResponseTable responses={{ own: null, category: null }} />);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("speaks Spanish in usted form", async () => {
    await activateLocale("es", Object.keys(catalogs) as CatalogName[]);
    renderAt("/", <ResponseTable responses={compared} />);
    const table = screen.getByRole("table", { name: "Respuestas a solicitudes" });
    expect(within(table).getByTestId("response-time")).toHaveTextContent("En menos de 2 horas");
    expect(within(table).getByTestId("median-response-rate")).toHaveTextContent("8 de cada 10");
    expect(screen.getByText("La mediana es la de las 3 fichas de Plumbing con cifras.")).toBeInTheDocument();
  });
});
