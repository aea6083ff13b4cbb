// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { VARIANT_SIZES, type ListingImage } from "@shared/media";
import { ListingPicture } from "./listing-picture";

const hash = (n: number, f: string) => `${f === "webp" ? "a" : "b"}${String(n).padStart(63, "0")}`;
const image: ListingImage = {
  alt: "Ana at her desk",
  variants: VARIANT_SIZES.photo.map((s) => ({ ...s, webp: hash(s.width, "webp"), avif: hash(s.width, "avif") })),
};

describe("ListingPicture", () => {
  it("offers AVIF then WebP with every width, and keeps the box's width and height", () => {
    const { container } = render(
      <ListingPicture image={image} fallbackSources={["/p.svg"]} fallbackAlt="Photo of Ana" width={96} height={96} sizes="96px" loading="lazy" />,
    );
    const sources = container.querySelectorAll("picture source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", VARIANT_SIZES.photo.map((s) => `/media/${hash(s.width, "avif")}.avif ${s.width}w`).join(", "));
    expect(sources[1]).toHaveAttribute("sizes", "96px");
    const img = screen.getByRole("img", { name: "Ana at her desk" });
    expect(img).toHaveAttribute("src", `/media/${hash(192, "webp")}.webp`);
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual(["96", "96", "lazy"]);
  });

  it("shows the existing photo without an uploaded one, and falls back to it when the upload fails to load", () => {
    const { rerender } = render(<ListingPicture image={null} fallbackSources={["/p.svg"]} fallbackAlt="Photo of Ana" width={96} height={96} sizes="96px" />);
    expect(screen.getByRole("img", { name: "Photo of Ana" })).toHaveAttribute("src", "/p.svg");
    rerender(<ListingPicture image={image} fallbackSources={["/p.svg"]} fallbackAlt="Photo of Ana" width={96} height={96} sizes="96px" />);
    fireEvent.error(screen.getByRole("img", { name: "Ana at her desk" }));
    expect(screen.getByRole("img", { name: "Photo of Ana" })).toHaveAttribute("src", "/p.svg");
  });
});
