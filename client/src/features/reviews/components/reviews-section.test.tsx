// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicReview, ReviewSummary } from "@shared/reviews-schema";
import { activateLocale } from "@/i18n/i18n";
import { json, renderAt, stubFetch } from "@/test/render";
import { ReviewsSection } from "./reviews-section";

const review = (over: Partial<PublicReview>): PublicReview => ({
  id: 1,
  stars: 5,
  body: "Nos atendieron el mismo día y nos explicaron todo con paciencia. Muy recomendable.",
  visitMonth: "2026-03",
  shownName: "Lupe T.",
  language: "es",
  createdAt: "2026-04-01T12:00:00.000Z",
  updatedAt: "2026-04-01T12:00:00.000Z",
  reply: null,
  ...over,
});

const summary = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({
  kind: "business",
  id: 3,
  average: 4.5,
  count: 2,
  distribution: [0, 0, 0, 1, 1],
  notRecommendedCount: 1,
  burstNotice: false,
  sort: "newest",
  reviews: [
    review({}),
    review({ id: 2, stars: 4, shownName: "Beto R.", reply: { body: "¡Gracias por su visita!", language: "es", updatedAt: "2026-04-02T12:00:00.000Z" } }),
  ],
  nextOffset: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("<ReviewsSection /> in Spanish", () => {
  beforeAll(() => activateLocale("es", ["reviews"]));
  afterAll(() => activateLocale("en", ["reviews"]));

  it("shows the average, plural counts, the owner's reply, and the not-recommended reviews on request", async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      if (url.startsWith("/api/account/")) return json({ message: "Sign in to continue." }, 401);
      const withHidden = url.includes("notRecommended=1");
      return json(summary(withHidden ? { notRecommended: [review({ id: 9, stars: 1, shownName: "Anónimo X." })] } : {}));
    });
    renderAt("/", <ReviewsSection kind="business" id={3} />);
    expect(await screen.findByRole("heading", { name: "Reseñas" })).toBeInTheDocument();
    expect(await screen.findByText("4.5 de 5")).toBeInTheDocument();
    expect(screen.getByText("2 reseñas")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "5 estrellas" }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Visita en marzo de 2026")).toHaveLength(2);
    expect(screen.getByText("Respuesta del propietario")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Mejor calificadas" })).toBeInTheDocument();
    // The member's own review is asked for only when they open the form.
    expect(asked.some((url) => url.startsWith("/api/account/"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Escribir o editar su reseña" }));
    expect(await screen.findByText(/inicie sesión con un enlace/)).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "1 reseña más no se recomienda por ahora" });
    await userEvent.click(toggle);
    expect(await screen.findByText("Anónimo X.")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Reseñas" })).getByRole("link", { name: "Cómo moderamos las reseñas" })).toHaveAttribute(
      "href",
      "/review-guidelines",
    );
    expect(asked).toContain("/api/listings/business/3/reviews?sort=newest&notRecommended=1");
  });

  it("marks a review or reply written in English with lang and says so; a review of unknown language is shown as it is", async () => {
    const english = "They came the same day and explained every step with patience. Highly recommended.";
    const unknown = "Un texto de antes: no se sabe en qué idioma se escribió, así que se muestra tal cual.";
    stubFetch((url) =>
      url.startsWith("/api/account/")
        ? json({ message: "Sign in to continue." }, 401)
        : json(
            summary({
              reviews: [
                review({ body: english, language: "en", reply: { body: "Thank you for coming in!", language: "en", updatedAt: "2026-04-02T12:00:00.000Z" } }),
                review({ id: 2, body: unknown, language: null }),
                review({ id: 3 }),
              ],
            }),
          ),
    );
    renderAt("/", <ReviewsSection kind="business" id={3} />);
    expect(await screen.findByText(english)).toHaveAttribute("lang", "en");
    expect(screen.getByText("Thank you for coming in!")).toHaveAttribute("lang", "en");
    expect(screen.getAllByText("Escrita en inglés")).toHaveLength(2);
    expect(screen.getByText(unknown)).not.toHaveAttribute("lang");
    expect(screen.getByText(review({}).body)).not.toHaveAttribute("lang");
  });

  it("shows the burst notice and the empty state", async () => {
    stubFetch((url) =>
      url.startsWith("/api/account/")
        ? json({ message: "Sign in to continue." }, 401)
        : json(summary({ average: null, count: 0, distribution: [0, 0, 0, 0, 0], notRecommendedCount: 0, reviews: [], burstNotice: true })),
    );
    renderAt("/", <ReviewsSection kind="business" id={3} />);
    expect(await screen.findByText(/número inusual de reseñas nuevas/)).toBeInTheDocument();
    expect(screen.getByText("Sea el primero en escribir una reseña de esta ficha.")).toBeInTheDocument();
  });
});
