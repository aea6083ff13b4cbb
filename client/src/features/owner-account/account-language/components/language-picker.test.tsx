// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "@/i18n/i18n";
import { json, renderAt, stubFetch } from "@/test/render";
import { LanguagePicker } from "./language-picker";

afterEach(() => vi.unstubAllGlobals());

/** GET answers `stored`; PUT saves what it is sent (recorded in `puts`). */
function accountLocale(stored: "en" | "es" | null) {
  const puts: unknown[] = [];
  stubFetch((url, init) => {
    if (url !== "/api/account/locale") return json({ message: "no stub" }, 404);
    if (init?.method === "PUT") {
      const body = JSON.parse(String(init.body)) as { locale: string };
      puts.push(body);
      return json({ locale: body.locale, chosen: true });
    }
    return json({ locale: stored ?? "en", chosen: stored !== null });
  });
  return puts;
}

describe("the owner's language picker (issue 29)", () => {
  it("saves the language picked, says so, and offers the account in that language", async () => {
    const puts = accountLocale(null);
    renderAt("/", <LanguagePicker />);
    const english = await screen.findByRole("radio", { name: "English" });
    expect(english).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "Español" }));
    fireEvent.click(screen.getByRole("button", { name: "Save language" }));
    expect(await screen.findByText(/Saved\. Your emails will be in Spanish\./)).toBeInTheDocument();
    expect(puts).toEqual([{ locale: "es" }]);
    expect(screen.getByRole("link", { name: "Open your account in Spanish" })).toHaveAttribute("href", "/es/account");
  });

  describe("on a Spanish page", () => {
    beforeAll(() => activateLocale("es", ["ownerLanguage"]));
    afterAll(() => activateLocale("en", ["ownerLanguage"]));

    it("speaks Spanish and shows the language already picked", async () => {
      const puts = accountLocale("es");
      renderAt("/", <LanguagePicker />);
      expect(await screen.findByRole("heading", { name: "Idioma" })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole("radio", { name: "Español" })).toBeChecked());
      expect(screen.getByText(/El idioma de su cuenta y de los correos que le mandamos/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("radio", { name: "English" }));
      fireEvent.click(screen.getByRole("button", { name: "Guardar idioma" }));
      expect(await screen.findByText(/Listo\. Sus correos llegarán en inglés\./)).toBeInTheDocument();
      expect(puts).toEqual([{ locale: "en" }]);
      expect(screen.getByRole("link", { name: "Abrir su cuenta en inglés" })).toHaveAttribute("href", "/account");
    });
  });
});
