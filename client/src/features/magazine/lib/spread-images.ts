export type ImageFloat = "right" | "left";

export interface ImagePlacement {
  /** Index into the article's extra images. */
  image: number;
  /** The image goes right before this paragraph (0-based), so the paragraph wraps around it. */
  beforeParagraph: number;
  float: ImageFloat;
}

/**
 * Up to `imageCount` extra images spread evenly between `paragraphCount`
 * paragraphs, alternating right and left floats (the featured image floats left at
 * the top, so the first extra image takes the right). Only the gaps between
 * paragraphs are used, so extra images beyond paragraphs - 1 are left out.
 */
export function spreadImages(paragraphCount: number, imageCount: number): ImagePlacement[] {
  const gaps = Math.max(paragraphCount - 1, 0);
  const count = Math.max(Math.min(imageCount, gaps), 0);
  const placements: ImagePlacement[] = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const ideal = Math.round(((i + 1) * paragraphCount) / (count + 1));
    // Keep positions distinct and inside the gaps even where rounding would collide.
    const beforeParagraph = Math.min(Math.max(ideal, previous + 1), gaps - (count - 1 - i));
    placements.push({ image: i, beforeParagraph, float: i % 2 === 0 ? "right" : "left" });
    previous = beforeParagraph;
  }
  return placements;
}
