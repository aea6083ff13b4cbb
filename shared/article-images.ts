export const PLACEHOLDER_IMAGE = "/images/placeholder-article.svg";

/** How the magazine's images load: sized like the sample photos, lazily, off the main thread. */
export const MAGAZINE_IMAGE = { width: 600, height: 400, loading: "lazy", decoding: "async" } as const;

/** Themed stand-ins in client/public/images/magazine/, picked by words in the title; the first theme that matches wins. */
const themes: { image: string; words: string[] }[] = [
  { image: "/images/magazine/style.svg", words: ["dressed", "dress", "boot", "boots", "suits", "layers", "guayabera", "style", "party"] },
  {
    image: "/images/magazine/dining.svg",
    words: ["table", "taste", "kitchen", "lunch", "dinner", "dining", "eat", "bites", "tamale", "tamales", "recipes", "sweetest", "smoke", "drink", "supper"],
  },
  {
    image: "/images/magazine/travel.svg",
    words: [
      "daytripper",
      "trip",
      "escape",
      "fredericksburg",
      "gruene",
      "boerne",
      "llano",
      "rockport",
      "bluebonnets",
      "afternoon",
      "sunday",
      "spring",
      "zoo",
      "lights",
    ],
  },
  { image: "/images/magazine/people.svg", words: ["men", "move", "coach", "manager", "questions", "fixer", "duo"] },
  { image: "/images/magazine/health.svg", words: ["heart", "rhythm", "bones", "doctor", "medical", "health", "steady"] },
  { image: "/images/magazine/home.svg", words: ["built", "house", "houses", "homes", "walls", "bedrock", "heat", "cool"] },
  {
    image: "/images/magazine/business.svg",
    words: ["banker", "banking", "credit", "tax", "taxman", "books", "market", "business", "planning", "oil", "family", "april"],
  },
];

/**
 * When an article image fails to load (every sample source is empty), a
 * fallback chosen from the title's keywords; the generic placeholder otherwise.
 */
export function fallbackImageFor(title: string): string {
  const words = new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return themes.find((theme) => theme.words.some((w) => words.has(w)))?.image ?? PLACEHOLDER_IMAGE;
}

/** The sources to try in order: the image's own, the keyword fallback, the placeholder. */
export function imageSources(src: string | undefined, title: string): string[] {
  return [...new Set([src, fallbackImageFor(title), PLACEHOLDER_IMAGE].filter((s): s is string => Boolean(s)))];
}
