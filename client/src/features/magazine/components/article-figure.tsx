import { useState } from "react";
import type { ContentImage } from "@shared/content";
import { cn } from "@/lib/cn";
import type { ImageFloat } from "../lib/spread-images";
import { MAGAZINE_IMAGE } from "@shared/article-images";

const floats: Record<ImageFloat, string> = {
  left: "sm:float-left sm:mr-6",
  right: "sm:float-right sm:ml-6",
};

/**
 * An article's photograph, captioned by its alt text. Articles are 60% of the article width, at
 * most 300 px, floated; on phones they stand centered between paragraphs instead (a float there
 * would leave the text a column two words wide). A photo that fails to load takes its figure with
 * it: a stand-in picture over a photo caption would tell the reader something untrue (issue 18).
 */
export function ArticleFigure({ image, float }: { image: ContentImage; float: ImageFloat }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure data-float={float} className={cn("mx-auto mb-4 w-[60%] max-w-[300px] sm:mx-0 sm:mt-1", floats[float])}>
      <img
        {...MAGAZINE_IMAGE}
        src={image.src}
        alt={image.alt}
        onError={() => setFailed(true)}
        className="aspect-[3/2] w-full rounded-md bg-slate-100 object-cover"
      />
      <figcaption className="mt-1.5 text-sm leading-snug text-slate-600">{image.alt}</figcaption>
    </figure>
  );
}
