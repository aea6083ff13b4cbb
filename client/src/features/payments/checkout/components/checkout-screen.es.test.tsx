// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { activateLocale } from "@/i18n/i18n";
import { renderWithApp, stubFetch } from "@/test/render-checkout";
import { CheckoutScreen } from "./checkout-screen";
import { PaymentSuccessScreen } from "./payment-outcome";

const never = () => new Promise<never>(() => {});
const names = ["layout", "checkout", "payments", "ui"] as const;

// Checkout in Spanish (issue 29): the frame from the catalog, money through Intl (es-US: "$50.00").
describe("checkout on a Spanish page", () => {
  beforeAll(() => activateLocale("es", [...names]));
  afterAll(() => activateLocale("en", [...names]));
  afterEach(() => vi.unstubAllGlobals());

  it("prints the $50 default the same way, and the annual plan's texts in Spanish", () => {
    stubFetch({ "/api/create-payment-intent": never });
    const view = renderWithApp(<CheckoutScreen search="" publishableKey="pk_test_component" loadStripe={never} />);
    expect(screen.getByRole("heading", { level: 1, name: "Pago seguro" })).toBeInTheDocument();
    expect(screen.getByTestId("total-amount")).toHaveTextContent("$50.00");
    expect(screen.getByText("Pago único al Directorio de Negocios de San Antonio")).toBeInTheDocument();
    view.rerender(<CheckoutScreen search="?plan=gold-annual" publishableKey="pk_test_component" loadStripe={never} />);
    expect(screen.getByTestId("total-amount")).toHaveTextContent("$490.00");
    expect(screen.getByText("AHORRE 20%")).toBeInTheDocument();
    expect(screen.getByText("Ahorre $98 al año")).toBeInTheDocument();
  });

  it("says a bad link is not valid, and a payment succeeded, in Spanish", () => {
    renderWithApp(<CheckoutScreen search="?plan=platinum" publishableKey={null} loadStripe={never} />);
    expect(screen.getByRole("heading", { name: "Este enlace de pago no es válido" })).toBeInTheDocument();
    expect(screen.getByText("El plan de este enlace no es uno de los que ofrecemos. No se le ha cobrado nada.")).toBeInTheDocument();
  });

  it("shows the success page in Spanish", () => {
    renderWithApp(<PaymentSuccessScreen search="" />, "/payment-success");
    expect(screen.getByRole("heading", { level: 1, name: "¡Pago realizado!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });
});
