// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { activateLocale } from "@/i18n/i18n";
import { renderAt } from "@/test/render";
import { CardRating } from "./card-rating";

describe("<CardRating /> (issue 30)", () => {
  afterAll(() => activateLocale("en", ["directory"]));

  it("shows a card's published reviews' average and count, in English and Spanish", async () => {
    await activateLocale("en", ["directory"]);
    const en = renderAt("/", <CardRating average={4.7} count={3} />);
    expect(await screen.findByText("4.7 out of 5 (3 reviews)")).toBeInTheDocument();
    en.unmount();
    await activateLocale("es", ["directory"]);
    renderAt("/", <CardRating average={5} count={1} />);
    expect(await screen.findByText("5.0 de 5 (1 reseña)")).toBeInTheDocument();
  });

  it("shows nothing for a listing with no published review", async () => {
    await activateLocale("en", ["directory"]);
    const { container } = renderAt("/", <CardRating average={null} count={0} />);
    expect(container.textContent).toBe("");
  });
});
