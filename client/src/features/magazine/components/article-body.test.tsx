// @vitest-environment jsdom
import type { ArticleBody } from "@shared/content";
import { fireEvent, render, screen } from "@testing-library/react";
import { ArticleBodyView } from "./article-body";

const paragraph = (n: number) => ({ kind: "paragraph" as const, html: `Paragraph ${n}` });
const blocks: ArticleBody["blocks"] = [
  paragraph(0),
  { kind: "heading", level: 2, html: "A <em>subheading</em>" },
  paragraph(1),
  paragraph(2),
  { kind: "list", items: ["one", "<strong>two</strong>"] },
  paragraph(3),
  paragraph(4),
  paragraph(5),
];
const body: ArticleBody = {
  featuredImage: { alt: "Featured photo", src: "/photos/featured.jpg" },
  images: [
    { alt: "First extra", src: "/photos/first.jpg" },
    { alt: "Second extra", src: "/photos/second.jpg" },
  ],
  blocks,
};
/** The archive as it is: every image an alt text with an empty source. */
const archiveBody: ArticleBody = {
  featuredImage: { alt: "A bootmaker stitching a calfskin boot shaft by hand", src: "" },
  images: [
    { alt: "Sliced brisket on butcher paper", src: "" },
    { alt: "A hallway of a Medical Center practice", src: "" },
  ],
  blocks,
};

describe("ArticleBodyView", () => {
  it("renders paragraphs, subheadings and the list from the compiled HTML", () => {
    render(<ArticleBodyView body={body} />);
    expect(screen.getByRole("heading", { level: 2, name: "A subheading" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.innerHTML)).toEqual(["one", "<strong>two</strong>"]);
  });

  it("floats the featured photo left first, then spreads the extra photos between paragraphs, right then left", () => {
    render(<ArticleBodyView body={body} />);
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

  it("shows no picture for an image that has no photo: no clip-art captioned as a photograph (issue 18)", () => {
    render(<ArticleBodyView body={archiveBody} />);
    const article = screen.getByTestId("article-body");
    expect(article.querySelectorAll("figure, img, figcaption")).toHaveLength(0);
    expect(article.textContent).not.toContain("bootmaker");
    expect(article.querySelectorAll("p")).toHaveLength(6);
  });

  it("spreads only the photos that have a source", () => {
    render(<ArticleBodyView body={{ ...archiveBody, images: [...archiveBody.images, { alt: "A real photo", src: "/photos/real.jpg" }] }} />);
    const figures = [...screen.getByTestId("article-body").querySelectorAll("figure")];
    expect(figures.map((f) => [f.querySelector("img")?.alt, f.dataset.float])).toEqual([["A real photo", "right"]]);
  });

  it("drops a photo that fails to load, caption and all, rather than show a stand-in", () => {
    render(<ArticleBodyView body={body} />);
    fireEvent.error(screen.getByRole("img", { name: "First extra" }));
    expect(screen.queryByRole("img", { name: "First extra" })).not.toBeInTheDocument();
    expect(screen.queryByText("First extra")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Second extra" })).toHaveAttribute("src", "/photos/second.jpg");
  });
});
