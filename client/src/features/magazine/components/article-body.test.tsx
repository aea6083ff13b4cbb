// @vitest-environment jsdom
import type { ArticleBody } from "@shared/content";
import { fireEvent, render, screen } from "@testing-library/react";
import { ArticleBodyView } from "./article-body";

const paragraph = (n: number) => ({ kind: "paragraph" as const, html: `Paragraph ${n}` });
const body: ArticleBody = {
  featuredImage: { alt: "Featured photo", src: "" },
  images: [
    { alt: "First extra", src: "/photos/first.jpg" },
    { alt: "Second extra", src: "" },
  ],
  blocks: [
    paragraph(0),
    { kind: "heading", level: 2, html: "A <em>subheading</em>" },
    paragraph(1),
    paragraph(2),
    { kind: "list", items: ["one", "<strong>two</strong>"] },
    paragraph(3),
    paragraph(4),
    paragraph(5),
  ],
};

describe("ArticleBodyView", () => {
  it("renders paragraphs, subheadings and the list from the compiled HTML", () => {
    render(<ArticleBodyView body={body} title="Tamale Season" />);
    expect(screen.getByRole("heading", { level: 2, name: "A subheading" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.innerHTML)).toEqual(["one", "<strong>two</strong>"]);
  });

  it("floats the featured image left first, then spreads the extra images between paragraphs, right then left", () => {
    render(<ArticleBodyView body={body} title="Tamale Season" />);
    const figures = [...screen.getByTestId("article-body").querySelectorAll("figure")];
    expect(figures.map((f) => [f.querySelector("img")?.alt, f.dataset.float])).toEqual([
      ["Featured photo", "left"],
      ["First extra", "right"],
      ["Second extra", "left"],
    ]);
    // Six paragraphs, two images: before the third and the fifth paragraph.
    expect(figures[1]!.nextElementSibling?.textContent).toBe("Paragraph 2");
    expect(figures[2]!.nextElementSibling?.textContent).toBe("Paragraph 4");
    expect(figures[1]!.className).toContain("max-w-[300px]");
    expect(figures[1]!.className).toContain("w-[60%]");
  });

  it("swaps a failed image for the title's keyword fallback, then the placeholder, then a labelled box", () => {
    render(<ArticleBodyView body={body} title="Tamale Season" />);
    const img = () => screen.queryByRole("img", { name: "First extra" });
    expect(img()).toHaveAttribute("src", "/photos/first.jpg");
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute("src", "/images/magazine/dining.svg");
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute("src", "/images/placeholder-article.svg");
    fireEvent.error(img()!);
    expect(screen.getByRole("img", { name: "First extra" }).tagName).toBe("DIV");
  });

  it("starts an image with an empty source on the keyword fallback", () => {
    render(<ArticleBodyView body={body} title="Tamale Season" />);
    expect(screen.getByRole("img", { name: "Second extra" })).toHaveAttribute("src", "/images/magazine/dining.svg");
  });
});
