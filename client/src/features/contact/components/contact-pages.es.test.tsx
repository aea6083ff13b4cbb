// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { activateLocale } from "@/i18n/i18n";
import { json, renderWithApp, stubFetch } from "@/test/render-contact-form";
import { AdvertiseForm } from "./advertise-form";
import { AdvertiseHero } from "./advertise-hero";
import { AdvertisePackages } from "./advertise-packages";
import { ContactForm } from "./contact-form";

afterEach(() => vi.unstubAllGlobals());

const shownToast = () => waitFor(() => screen.getByRole("region", { name: /Notificaciones/ }).querySelector("li") ?? Promise.reject(new Error("no toast yet")));

// The contact and advertise pages in Spanish (issue 29): labels, toasts and validation from the catalog.
describe("the contact pages on a Spanish page", () => {
  beforeAll(() => activateLocale("es", ["layout", "contact", "ui"]));
  afterAll(() => activateLocale("en", ["layout", "contact", "ui"]));

  it("labels the contact form in Spanish, pre-fills a Spanish inquiry and toasts the Spanish thanks, not the server's English", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, { message: "Thank you for your inquiry. We'll get back to you soon." }));
    renderWithApp(<ContactForm professional="Dr. Ana Reyes" />);
    expect(screen.getByRole("heading", { name: "Contactar a Dr. Ana Reyes" })).toBeInTheDocument();
    expect((screen.getByLabelText(/^Mensaje/) as HTMLTextAreaElement).value).toContain("encontré a Dr. Ana Reyes en el Directorio de Negocios de San Antonio");
    await user.type(screen.getByLabelText(/^Nombre/), "Lee Chan");
    await user.type(screen.getByLabelText(/^Correo electrónico/), "lee@example.com");
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    const toast = await shownToast();
    expect(within(toast).getByText("¡Mensaje enviado!")).toBeInTheDocument();
    expect(within(toast).getByText("Gracias por su consulta. Le responderemos pronto.")).toBeInTheDocument();
    expect(fetch.bodies).toHaveLength(1);
  });

  it("names the advertising form's missing fields in Spanish, joined with 'y'", async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch(json(201, {}));
    renderWithApp(<AdvertiseForm />);
    expect(screen.getByRole("heading", { name: "Solicitud de publicidad" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre del negocio/), "Panadería de muestra");
    await user.type(screen.getByLabelText(/^Nombre de contacto/), "Rosa Pérez");
    await user.type(screen.getByLabelText(/^Correo electrónico/), "rosa@example.com");
    await user.type(screen.getByLabelText(/^Cuéntenos sobre su negocio/), "Panadería familiar.");
    await user.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    const toast = await shownToast();
    expect(within(toast).getByText("Falta información")).toBeInTheDocument();
    expect(within(toast).getByText(/^Complete .+ y .+\.$/)).toBeInTheDocument();
  });

  it("prints the packages and claims in Spanish, prices in dollars", () => {
    renderWithApp(
      <>
        <AdvertiseHero />
        <AdvertisePackages />
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Anúnciese con nosotros" })).toBeInTheDocument();
    expect(screen.getByText("Visitantes al mes")).toBeInTheDocument();
    expect(screen.getByText("AHORRE 20%")).toBeInTheDocument();
    expect(screen.getByText("Ahorre $98 al año")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Elegir Gold anual" })).toHaveAttribute("href", "/checkout?plan=gold-annual");
  });
});
