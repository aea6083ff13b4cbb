// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { activateLocale } from "@/i18n/i18n";
import { ArticleScreen } from "./article-screen";
import { ArchiveScreen } from "./archive-screen";
import { lookupArticle } from "../content/catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

function inRouter(node: React.ReactNode, path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={hook}>{node}</Router>
    </QueryClientProvider>,
  );
}

// The magazine's frames in Spanish (issue 29): the articles themselves stay English, marked lang="en".
describe("the magazine on a Spanish page", () => {
  beforeAll(() => activateLocale("es", ["layout", "magazine"]));
  afterAll(() => activateLocale("en", ["layout", "magazine"]));

  it("names the archive, its issues and its counts in Spanish, searches Spanish months, and marks the English titles", async () => {
    const user = userEvent.setup();
    inRouter(<ArchiveScreen />, "/archive");
    expect(screen.getByRole("heading", { level: 1, name: "Archivo de la revista" })).toBeInTheDocument();
    expect(screen.getByText("12 ediciones")).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "agosto/septiembre 2011" });
    const title = within(card).getByRole("link", { name: "Oil in the Blood" });
    expect(title).toHaveAttribute("lang", "en");
    expect(within(card).getByRole("link", { name: "Ver artículos de agosto/septiembre 2011" })).toHaveAttribute("href", "/2011/08");

    const search = screen.getByRole("searchbox", { name: "Buscar ediciones y artículos" });
    await user.type(search, "junio");
    expect(screen.getByText("2 de 12 ediciones coinciden")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "walks the site at least once a week");
    const results = await screen.findByRole("region", { name: "Artículos" });
    // A plural in ICU: one hit reads "1 artículo coincide".
    expect(within(results).getByText("1 artículo coincide")).toBeInTheDocument();
    expect(screen.getByText("No se encontraron ediciones")).toBeInTheDocument();
  });

  it("frames an article in Spanish with an 'Artículo en inglés' note and its title in English", () => {
    const found = lookupArticle("oil-in-the-blood");
    if (found.kind !== "article") throw new Error("sample article missing");
    inRouter(<ArticleScreen article={found.article} />, "/articles/oil-in-the-blood");
    expect(screen.getByText("Artículo en inglés")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Oil in the Blood" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Edición: agosto/septiembre 2011")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Volver al archivo" })).toBeInTheDocument();
    expect(screen.getByText(/^Publicado el/)).toBeInTheDocument();
  });
});
