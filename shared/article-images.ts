/** The preview image of a page with no picture of its own (an article in no issue). */
export const PLACEHOLDER_IMAGE = "/images/placeholder-article.svg";

/**
 * How the magazine's photos load: 3:2 like the print layout, lazily, off the main thread. The
 * archive's images are alt texts without sources and show nothing (issue 18 retired the themed
 * clip-art that stood in for them, captioned as if it were the photograph).
 */
export const MAGAZINE_IMAGE = { width: 600, height: 400, loading: "lazy", decoding: "async" } as const;
