// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { FallbackImage } from "./fallback-image";

const img = (name: string) => screen.getByRole("img", { name });

describe("FallbackImage", () => {
  it("walks down its sources, skipping empty ones, each time one fails to load", () => {
    render(<FallbackImage sources={[null, "/a.jpg", "", "/b.svg"]} alt="Photo of Ana" width={96} height={96} loading="lazy" className="h-24" />);
    expect(img("Photo of Ana")).toHaveAttribute("src", "/a.jpg");
    expect(img("Photo of Ana")).toHaveAttribute("loading", "lazy");
    expect(img("Photo of Ana")).toHaveAttribute("width", "96");
    expect(img("Photo of Ana")).toHaveClass("h-24");
    fireEvent.error(img("Photo of Ana"));
    expect(img("Photo of Ana")).toHaveAttribute("src", "/b.svg");
  });

  it("ends as a plain box, labelled by the alt text or hidden when it has none, so no broken image shows", () => {
    const { container } = render(<FallbackImage sources={["/a.jpg"]} alt="Cover" className="h-10" />);
    fireEvent.error(img("Cover"));
    expect(img("Cover").tagName).toBe("DIV");
    expect(img("Cover")).toHaveClass("bg-slate-200", "h-10");
    render(<FallbackImage sources={[]} alt="" />, { container });
    expect(container.querySelector('div[aria-hidden="true"]')).toHaveClass("bg-slate-200");
  });

  it("tries new sources afresh when they change, without needing a key", () => {
    const view = render(<FallbackImage sources={["/a.jpg", "/placeholder.svg"]} alt="Logo" />);
    fireEvent.error(img("Logo"));
    expect(img("Logo")).toHaveAttribute("src", "/placeholder.svg");
    view.rerender(<FallbackImage sources={["/c.jpg", "/placeholder.svg"]} alt="Logo" />);
    expect(img("Logo")).toHaveAttribute("src", "/c.jpg");
  });

  it("does not try a repeated source twice", () => {
    render(<FallbackImage sources={["/placeholder.svg", "/placeholder.svg", "/last.svg"]} alt="Logo" />);
    fireEvent.error(img("Logo"));
    expect(img("Logo")).toHaveAttribute("src", "/last.svg");
  });
});
