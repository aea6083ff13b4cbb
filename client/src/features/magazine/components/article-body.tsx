import type { ArticleBlock, ArticleBody, ContentImage } from "@shared/content";
import type { ReactNode } from "react";
import { spreadImages } from "../lib/spread-images";
import { ArticleFigure } from "./article-figure";

// The HTML is inline markup compiled at build time from our own Markdown, with raw HTML rejected.
function Block({ block }: { block: ArticleBlock }) {
  if (block.kind === "paragraph") return <p dangerouslySetInnerHTML={{ __html: block.html }} />;
  if (block.kind === "heading") {
    const Heading = block.level === 3 ? "h3" : "h2";
    return <Heading dangerouslySetInnerHTML={{ __html: block.html }} />;
  }
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i} dangerouslySetInnerHTML={{ __html: item }} />
      ))}
    </ul>
  );
}

const bodyClass = [
  "flow-root text-lg leading-relaxed text-slate-800",
  "[&_p]:mb-5 [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_ul]:mb-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900",
].join(" ");

/** A photograph to show: one with a source. The archive's images are alt texts only (SPEC), and no stand-in is shown for them (issue 18). */
const hasPhoto = (image: ContentImage | undefined): image is ContentImage => Boolean(image?.src);

/** The featured photo floated left, then the body with the extra photos spread between paragraphs. */
export function ArticleBodyView({ body, lang }: { body: ArticleBody; lang?: "en" }) {
  const paragraphs = body.blocks.filter((b) => b.kind === "paragraph");
  const images = body.images.filter(hasPhoto);
  const placements = new Map(spreadImages(paragraphs.length, images.length).map((p) => [p.beforeParagraph, p]));
  const children: ReactNode[] = [];
  if (hasPhoto(body.featuredImage)) children.push(<ArticleFigure key="featured" image={body.featuredImage} float="left" />);
  let paragraph = -1;
  body.blocks.forEach((block, i) => {
    if (block.kind === "paragraph") {
      paragraph += 1;
      const placement = placements.get(paragraph);
      const image = placement && images[placement.image];
      if (placement && image) children.push(<ArticleFigure key={`image-${placement.image}`} image={image} float={placement.float} />);
    }
    children.push(<Block key={i} block={block} />);
  });
  return (
    <div data-testid="article-body" lang={lang} className={bodyClass}>
      {children}
    </div>
  );
}
