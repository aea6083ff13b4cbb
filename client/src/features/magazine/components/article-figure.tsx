import type { ContentImage } from "@shared/content";
import { FallbackImage } from "@/components/ui/fallback-image";
import { cn } from "@/lib/cn";
import type { ImageFloat } from "../lib/spread-images";
import { imageSources, MAGAZINE_IMAGE } from "@shared/article-images";

const floats: Record<ImageFloat, string> = {
  left: "sm:float-left sm:mr-6",
  right: "sm:float-right sm:ml-6",
};

/**
 * Article images are 60% of the article width, at most 300 px, floated.
 * On phones they stand centered between paragraphs instead: a float there would
 * leave the text a column two words wide.
 */
export function ArticleFigure({ image, title, float }: { image: ContentImage; title: string; float: ImageFloat }) {
  return (
    <figure data-float={float} className={cn("mx-auto mb-4 w-[60%] max-w-[300px] sm:mx-0 sm:mt-1", floats[float])}>
      <FallbackImage {...MAGAZINE_IMAGE} sources={imageSources(image.src, title)} alt={image.alt} className="aspect-[3/2] w-full rounded-md object-cover" />
      <figcaption className="mt-1.5 text-sm leading-snug text-slate-600">{image.alt}</figcaption>
    </figure>
  );
}
