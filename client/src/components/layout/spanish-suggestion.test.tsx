// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { renderAt } from "@/test/render";
import { PageShell } from "./page-shell";
import { DISMISSED_KEY_NAME, prefersSpanish } from "./prefers-spanish";

describe("the Spanish suggestion", () => {
  it.each([
    [["es-US", "en-US"], true],
    [["es"], true],
    [["en-US", "es-US"], false],
    [["fr-FR", "es-MX"], true],
    [["de-DE"], false],
  ])("browser languages %j prefer Spanish: %s", (languages, expected) => {
    expect(prefersSpanish(languages, false)).toBe(expected);
    expect(prefersSpanish(languages, true)).toBe(false);
  });

  it("offers the same page and filters in Spanish, never redirects, and records its dismissal", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-US", "en"]);
    localStorage.removeItem(DISMISSED_KEY_NAME);
    const { unmount } = renderAt("/businesses?search=taco", <PageShell>page</PageShell>);
    const suggestion = await screen.findByRole("complementary", { name: "Sugerencia de idioma" });
    const link = within(suggestion).getByRole("link", { name: "Ver en español" });
    expect(link).toHaveAttribute("href", "/es/businesses?search=taco");
    fireEvent.click(screen.getByRole("button", { name: "No, gracias" }));
    expect(screen.queryByRole("complementary", { name: "Sugerencia de idioma" })).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY_NAME)).toBe("1");
    unmount();
    vi.restoreAllMocks();
  });
});
